import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentLanguage } from '@shared/i18n/languages';
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

/** A client's tax treatment (shared/tax.ts TAX_TREATMENT_LABELS), in the interface's language. */
export const TAX_TREATMENT_LABELS: Record<TaxTreatment, MessageDescriptor> = {
  domestic: msg`Domestic (your VAT)`,
  eu_reverse_charge: msg`EU reverse charge`,
  non_eu: msg`Outside the EU`,
};
