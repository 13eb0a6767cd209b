import { sql } from 'drizzle-orm';
import { statusAllows } from '../../../shared/invoice-lifecycle';
import type { Tx } from '../../db/client';
import { resultRows } from '../../db/rows';
import type { QueuedMessage } from '../../mail/outbox';
import { companyReadySql } from '../settings/company-ready';
import { RECEIPT_KIND } from './payments-repository';

/**
 * The outbox's last look before an email bound to an invoice goes out (hook `stillWanted`), under a
 * share lock on the invoice so a status change that commits first cancels it and one that comes later
 * waits. Invoice emails and manual reminders were asked for by the user: only paid, void (or deleted)
 * stops them. Automatic reminders also stop when reminders are switched off for the invoice or the
 * account. A receipt goes while its invoice exists. Nothing goes to a client while the account has
 * no company name or email (docs/decisions/017): such a message is cancelled.
 */
export async function invoiceMailWanted(tx: Tx, message: QueuedMessage): Promise<boolean> {
  const result = await tx.execute(sql`
    select i.status, i.send_reminders, coalesce(p.email_reminders, true) as email_reminders,
      exists (select 1 from reminders r where r.outbox_id = ${message.id}
              and r.step_key not like 'invoice:%' and r.step_key not like 'manual:%') as automatic,
      ${companyReadySql(sql`i.user_id`)} as company_ready
    from invoices i left join notification_preferences p on p.user_id = i.user_id
    where i.id = ${message.invoiceId}
    for share of i`);
  const [row] = resultRows<Record<string, unknown>>(result);
  if (!row?.company_ready) return false;
  if (message.kind === RECEIPT_KIND) return true;
  // Automatic reminders need what reminding needs; the rest what sending needs (not paid, not void).
  if (!statusAllows(String(row.status), row.automatic ? 'remind' : 'send')) return false;
  return !row.automatic || (Boolean(row.send_reminders) && Boolean(row.email_reminders));
}
