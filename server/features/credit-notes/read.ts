import type { CreditNote, CreditNoteDetail } from '../../../shared/credit-notes';
import { readAccountToday } from '../../lib/account-today';
import { notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import * as repo from './repository';
import { toCreditNote, toCreditNoteDetail } from './serialize';

/** GET /api/credit-notes: newest first. */
export async function listCreditNotes(deps: Deps, userId: string): Promise<CreditNote[]> {
  return (await repo.listCreditNotes(deps.db, userId)).map(toCreditNote);
}

/** GET /api/credit-notes/{id}: with its lines and the invoice it corrects; another user's is 404. */
export async function getCreditNote(
  deps: Deps,
  userId: string,
  id: number,
  now = new Date(),
): Promise<CreditNoteDetail> {
  const record = await repo.findCreditNote(deps.db, userId, id);
  if (!record) throw notFound('credit_note_not_found');
  return toCreditNoteDetail(record, await readAccountToday(deps.db, userId, now));
}
