import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TaxCategory } from '@shared/money';

/**
 * The interface's names of the VAT categories (EN 16931 UNCL5305), as the line items' selects and any
 * other screen name them: `i18n._(TAX_CATEGORY_LABELS[category])`. The documents print their own
 * notes (shared/tax.ts exemptionNote).
 */
export const TAX_CATEGORY_LABELS: Record<TaxCategory, MessageDescriptor> = {
  S: msg({ message: 'Standard or reduced rate', comment: 'VAT category S' }),
  Z: msg({ message: 'Zero rated', comment: 'VAT category Z: taxed at 0 %' }),
  E: msg({ message: 'Exempt from VAT', comment: 'VAT category E' }),
  AE: msg({ message: 'Reverse charge', comment: 'VAT category AE: the recipient owes the VAT' }),
  K: msg({ message: 'Intra-EU supply of goods', comment: 'VAT category K' }),
  G: msg({ message: 'Export of goods', comment: 'VAT category G: export outside the EU' }),
  O: msg({ message: 'Not subject to VAT', comment: 'VAT category O: outside the scope of VAT' }),
};
