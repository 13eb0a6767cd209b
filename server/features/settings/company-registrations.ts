import type { z } from 'zod';
import type { CompanySettingsValues } from '../../../shared/settings';
import { registrationProblems } from '../../lib/registrations';

/**
 * The company's identifiers, each checked by its registry's rule (server/lib/registrations.ts); a
 * problem answers 400 under `registrations.<scheme>` ("registrations.siren"), its message naming the
 * scheme. Only the identifiers the company's country keeps reach this check (the body's transform
 * drops the others).
 */
export function checkCompanyRegistrations(v: CompanySettingsValues, ctx: z.RefinementCtx) {
  for (const { scheme, message, code, values } of registrationProblems(v.registrations ?? []))
    ctx.addIssue({ code: 'custom', path: ['registrations', scheme], message, params: { code, values } });
}
