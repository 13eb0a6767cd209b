import { isValidBIC, isValidIBAN } from 'ibantools';
import type { z } from 'zod';
import { en } from '../../../shared/i18n/errors/en';
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
      message: en.iban_checksum_invalid,
    });
  }
  if (v.bic && !isValidBIC(v.bic)) {
    ctx.addIssue({
      code: 'custom',
      path: ['bic'],
      message: en.bic_invalid,
    });
  } else if (v.swiftCode && !isValidBIC(v.swiftCode)) {
    ctx.addIssue({
      code: 'custom',
      path: ['swiftCode'],
      message: en.swift_code_invalid,
    });
  }
}
