import type { CreditNote, CreditNoteDetail } from '../../../shared/credit-notes';
import { todayIn } from '../../../shared/dates';
import { notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { getTimeZone } from '../settings/repository';
import * as repo from './repository';
import { toCreditNote, toCreditNoteDetail } from './serialize';

/** GET /api/credit-notes: newest first. */
export async function listCreditNotes(deps: Deps, userId: string): Promise<CreditNote[]> {
  return (await repo.listCreditNotes(deps.db, userId)).map(toCreditNote);
}

/** GET /api/credit-notes/{id}: with its lines and the invoice it corrects; another user's is 404. */
export async function getCreditNote(deps: Deps, userId: string, id: number): Promise<CreditNoteDetail> {
  const record = await repo.findCreditNote(deps.db, userId, id);
  if (!record) throw notFound('Credit note');
  return toCreditNoteDetail(record, todayIn(await getTimeZone(deps.db, userId)));
}
