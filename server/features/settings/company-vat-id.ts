import type { z } from 'zod';
import type { CompanySettingsValues } from '../../../shared/settings';
import { checkVatId } from '../../lib/vat-id';

/**
 * The company's VAT ID, checked for its country's format and checksum (stdnum, server/lib/vat-id.ts).
 * The company's country decides what an id without an EU prefix may be: inside the EU it is refused;
 * outside (US, GB, CH, …) it is taken as given. "OTHER" is a country outside Duely's list, in the EU or
 * not; it is passed as it is, so it counts as outside: an EU id is still checked in full, and a
 * Norwegian company is not refused its own number.
 */
export function checkCompanyVatId(v: CompanySettingsValues, ctx: z.RefinementCtx) {
  if (!v.vatId) return;
  const check = checkVatId(v.vatId, v.country);
  if (!check.ok) {
    const params = { code: check.code, values: check.values };
    ctx.addIssue({ code: 'custom', path: ['vatId'], message: check.message, params });
  }
}
