/**
 * The locale the web client's interface writes amounts, numbers and dates in when a call names none:
 * its user's language (client/src/lib/i18n.ts sets it). The server never sets it: PDFs and emails
 * always pass their document's locale.
 */
let current: string | undefined;

export function setInterfaceLocale(locale: string | undefined): void {
  try {
    current = locale ? Intl.NumberFormat.supportedLocalesOf(locale)[0] : undefined;
  } catch {
    current = undefined; // not a language tag: the runtime's own
  }
}

export function interfaceLocale(): string | undefined {
  return current;
}
