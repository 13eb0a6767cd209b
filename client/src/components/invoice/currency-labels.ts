import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Currency } from '@shared/currency';

/**
 * The currencies as the forms' currency lists name them (SPEC §9): code and symbol, as
 * shared/currency.ts gives them. They read the same in the six languages ("SEK (kr)"), and are
 * messages so that each language says so: `i18n._(CURRENCY_LABELS[code])`.
 */
export const CURRENCY_LABELS: Record<Currency, MessageDescriptor> = {
  USD: msg({ message: 'USD ($)', comment: 'Currency code and symbol' }),
  EUR: msg({ message: 'EUR (€)', comment: 'Currency code and symbol' }),
  GBP: msg({ message: 'GBP (£)', comment: 'Currency code and symbol' }),
  CAD: msg({ message: 'CAD (C$)', comment: 'Currency code and symbol' }),
  AUD: msg({ message: 'AUD (A$)', comment: 'Currency code and symbol' }),
  JPY: msg({ message: 'JPY (¥)', comment: 'Currency code and symbol' }),
  CHF: msg({ message: 'CHF (CHF)', comment: 'Currency code and symbol' }),
  SEK: msg({ message: 'SEK (kr)', comment: 'Currency code and symbol: Swedish krona' }),
  NOK: msg({ message: 'NOK (kr)', comment: 'Currency code and symbol: Norwegian krone' }),
  DKK: msg({ message: 'DKK (kr)', comment: 'Currency code and symbol: Danish krone' }),
};
