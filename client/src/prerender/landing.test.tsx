import { APP_LANGUAGES } from '@shared/i18n/app-language';
import { interfaceLocale } from '@shared/interface-locale';
import { describe, expect, it } from 'vitest';
import { renderLanding } from './landing';

/** The page's words, without its markup. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('renderLanding', () => {
  it('writes the page in English as SPEC has it', () => {
    const page = text(renderLanding());
    expect(page).toContain('Invoices that get you paid — on time.');
    expect(page).toContain('Sign Up & Get Started');
    expect(page).toContain('€2,380.00');
    expect(page).toContain('Mar 31');
    expect(page).toContain('Step 1: Add a client');
    expect(renderLanding('en')).toBe(renderLanding());
  });

  it('writes the page in German from the German catalog, its amount as Germans write it', () => {
    const page = text(renderLanding('de'));
    expect(page).toContain('Rechnungen, die bezahlt werden – pünktlich.');
    expect(page).toContain('Registrieren und loslegen');
    expect(page).toContain('Alles zwischen „Arbeit erledigt“ und „Geld eingegangen“');
    expect(page).toContain('2.380,00 €');
    expect(page).toContain('Schritt 1: Kunden anlegen');
    expect(page).not.toContain('Sign In');
    expect(renderLanding('de')).toContain('aria-label="Beispiel: Rechnung INV-1042');
  });

  it('leaves the interface locale as it found it', () => {
    const before = interfaceLocale();
    renderLanding('fr');
    expect(interfaceLocale()).toBe(before);
  });

  it.each(APP_LANGUAGES.filter((language) => language !== 'en'))(
    'writes no English heading in %s',
    (language) => {
      const page = text(renderLanding(language));
      for (const english of ['Invoices that get you paid', 'Stop chasing payments.', 'Create your account']) {
        expect(page).not.toContain(english);
      }
    },
  );
});
