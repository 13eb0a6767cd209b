/**
 * How an email to a client opens (docs/decisions/046): with the contact's salutation and last name as
 * each language writes a business letter — "Sehr geehrte Frau Weber,", "Bonjour Monsieur Weber,",
 * "Estimada Sra. Weber:", "Gentile Sig.ra Weber,", "Geachte heer Weber,", "Dear Ms Weber," —; by the
 * full name where no salutation is chosen ("Guten Tag Anna Weber,"); and without a contact with the
 * language's neutral opening ("Sehr geehrte Damen und Herren,"). The texts are the catalog's
 * (shared/i18n/messages/email.ts `email.greeting.*`).
 */
import type { MessageKey, Translator } from './i18n/catalog';
import type { DocumentLanguage } from './i18n/languages';

/** `ms` and `mr` address the contact by the last name; `none` by the full name. */
export const SALUTATIONS = ['ms', 'mr', 'none'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

export const SALUTATION_MESSAGE = 'Salutation must be ms, mr or none';

/** The person an email greets: a client's contact as its record names them now. */
export interface Contact {
  name: string;
  salutation: Salutation;
}

/** A client's contact fields as a contact, or null when it names nobody. */
export function contactOf(client: {
  contactName: string | null | undefined;
  salutation?: string | null;
}): Contact | null {
  const name = client.contactName?.trim().replace(/\s+/g, ' ');
  if (!name) return null;
  const salutation = (SALUTATIONS as readonly string[]).includes(client.salutation ?? '')
    ? (client.salutation as Salutation)
    : 'none';
  return { name, salutation };
}

/**
 * The particles that belong to a last name ("Ludwig van Beethoven" → "van Beethoven", "Richard von
 * Weizsäcker" → "von Weizsäcker", "Anna De Luca" → "De Luca", "Maria dos Santos" → "dos Santos").
 */
const PARTICLES = new Set([
  'von',
  'vom',
  'zu',
  'zum',
  'zur',
  'van',
  'den',
  'der',
  'het',
  'ten',
  'ter',
  'de',
  'del',
  'della',
  'dei',
  'degli',
  'di',
  'da',
  'dal',
  'du',
  'des',
  'la',
  'le',
  'lo',
  'dos',
  'das',
  'do',
  "d'",
  'd’',
]);

/**
 * The last name a salutation takes: written "Weber, Anna", the part before the comma; otherwise the
 * last word with the particles before it ("Anna Weber" → "Weber", "Jan van der Berg" → "van der
 * Berg"). Dutch writes the first particle of a last name capitalised when no first name precedes it
 * (Taalunie, "Hoofdletters in Nederlandse achternamen": "Geachte heer Van der Berg"). Names that
 * follow other patterns — a Spanish contact's two surnames — are best typed "García López, María".
 */
export function lastName(contactName: string, language: DocumentLanguage = 'en'): string {
  const name = contactName.trim().replace(/\s+/g, ' ');
  const comma = name.indexOf(',');
  if (comma > 0) return name.slice(0, comma).trim();
  const words = name.split(' ');
  let first = words.length - 1;
  while (first > 0 && PARTICLES.has(words[first - 1].toLocaleLowerCase())) first--;
  const last = words.slice(first).join(' ');
  return language === 'nl' ? last.charAt(0).toLocaleUpperCase('nl') + last.slice(1) : last;
}

const SALUTATION_GREETINGS: Record<Exclude<Salutation, 'none'>, MessageKey> = {
  ms: 'email.greeting.ms',
  mr: 'email.greeting.mr',
};

/** The opening line of an email to `contact`, in `t`'s language. */
export function greeting(t: Translator, contact: Contact | null | undefined): string {
  const name = contact?.name.trim();
  if (!contact || !name) return t.t('email.greeting.neutral');
  if (contact.salutation === 'none') return t.t('email.greeting.named', { name });
  return t.t(SALUTATION_GREETINGS[contact.salutation], { lastName: lastName(name, t.language) });
}
