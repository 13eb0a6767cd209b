import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentLanguage } from '@shared/i18n/languages';
import type { Salutation } from '@shared/salutation';
import type { TaxTreatment } from '@shared/tax';

/**
 * The documents' languages as the client screens name them, in the interface's language (English:
 * "German (Deutsch)", as shared/i18n/languages.ts LANGUAGE_NAMES; German: "Deutsch", "Englisch" …).
 */
export const LANGUAGE_LABELS: Record<DocumentLanguage, MessageDescriptor> = {
  en: msg`English`,
  de: msg`German (Deutsch)`,
  fr: msg`French (Français)`,
  es: msg`Spanish (Español)`,
  it: msg`Italian (Italiano)`,
  nl: msg`Dutch (Nederlands)`,
};

/**
 * How the emails address a client's contact (shared/salutation.ts), as the client form offers it:
 * "Frau", "Herr", or by the full name.
 */
export const SALUTATION_LABELS: Record<Salutation, MessageDescriptor> = {
  ms: msg({ message: 'Ms', comment: 'Salutation of a woman: Frau, Madame, Sra., Sig.ra, Mevrouw' }),
  mr: msg({ message: 'Mr', comment: 'Salutation of a man: Herr, Monsieur, Sr., Sig., De heer' }),
  none: msg({
    message: 'None (full name)',
    comment: 'No salutation: the email greets the contact by full name',
  }),
};

/** A client's tax treatment (shared/tax.ts TAX_TREATMENT_LABELS), in the interface's language. */
export const TAX_TREATMENT_LABELS: Record<TaxTreatment, MessageDescriptor> = {
  domestic: msg`Domestic (your VAT)`,
  eu_reverse_charge: msg`EU reverse charge`,
  non_eu: msg`Outside the EU`,
};
