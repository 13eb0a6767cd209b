import { isValidBIC, isValidIBAN } from 'ibantools';
import type { z } from 'zod';
import type { CompanySettingsValues } from '../../../shared/settings';

/**
 * The checks the shared form schema leaves to the server: the IBAN checksum and a BIC's country code.
 * Runs on the normalised values (compact capitals, hidden fields already cleared).
 */
export function checkBankCodes(v: CompanySettingsValues, ctx: z.RefinementCtx) {
  if (v.iban && !isValidIBAN(v.iban)) {
    ctx.addIssue({
      code: 'custom',
      path: ['iban'],
      message: 'This IBAN is not valid: please check it for typos',
    });
  }
  if (v.bic && !isValidBIC(v.bic)) {
    ctx.addIssue({
      code: 'custom',
      path: ['bic'],
      message: 'Please enter a valid BIC/SWIFT code (8 or 11 characters)',
    });
  } else if (v.swiftCode && !isValidBIC(v.swiftCode)) {
    ctx.addIssue({
      code: 'custom',
      path: ['swiftCode'],
      message: 'Please enter a valid SWIFT code (8 or 11 characters)',
    });
  }
}
