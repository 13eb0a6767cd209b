import { describe, expect, it } from 'vitest';
import { translator } from './i18n/catalog';
import type { DocumentLanguage } from './i18n/languages';
import { type Contact, contactOf, greeting, lastName } from './salutation';

const open = (language: DocumentLanguage, contact: Contact | null) =>
  greeting(translator(language, 'en-US'), contact);

const weber = (salutation: Contact['salutation']): Contact => ({ name: 'Anna Weber', salutation });

describe('greeting', () => {
  it('greets a woman by salutation and last name as each language writes a business letter', () => {
    expect(open('de', weber('ms'))).toBe('Sehr geehrte Frau Weber,');
    expect(open('fr', weber('ms'))).toBe('Bonjour Madame Weber,');
    expect(open('es', weber('ms'))).toBe('Estimada Sra. Weber:');
    expect(open('it', weber('ms'))).toBe('Gentile Sig.ra Weber,');
    expect(open('nl', weber('ms'))).toBe('Geachte mevrouw Weber,');
    expect(open('en', weber('ms'))).toBe('Dear Ms Weber,');
  });

  it('greets a man likewise', () => {
    const weberMr = { name: 'Thomas Weber', salutation: 'mr' } as const;
    expect(open('de', weberMr)).toBe('Sehr geehrter Herr Weber,');
    expect(open('fr', weberMr)).toBe('Bonjour Monsieur Weber,');
    expect(open('es', weberMr)).toBe('Estimado Sr. Weber:');
    expect(open('it', weberMr)).toBe('Egregio Sig. Weber,');
    expect(open('nl', weberMr)).toBe('Geachte heer Weber,');
    expect(open('en', weberMr)).toBe('Dear Mr Weber,');
  });

  it('greets by the full name without a salutation, and neutrally without a contact', () => {
    expect(open('de', weber('none'))).toBe('Guten Tag Anna Weber,');
    expect(open('en', weber('none'))).toBe('Dear Anna Weber,');
    expect(open('de', null)).toBe('Sehr geehrte Damen und Herren,');
    expect(open('fr', null)).toBe('Madame, Monsieur,');
    expect(open('es', null)).toBe('Buenos días:');
    expect(open('it', null)).toBe('Buongiorno,');
    expect(open('nl', null)).toBe('Geachte heer/mevrouw,');
    expect(open('en', null)).toBe('Hello,');
    // A salutation without a name to go with it greets no one in particular.
    expect(open('de', contactOf({ contactName: '  ', salutation: 'ms' }))).toBe(
      'Sehr geehrte Damen und Herren,',
    );
  });
});

describe('lastName', () => {
  it('takes the last word, with the particles that belong to it', () => {
    expect(lastName('Anna Weber')).toBe('Weber');
    expect(lastName('Anna Maria  Weber ')).toBe('Weber');
    expect(lastName('Richard von Weizsäcker', 'de')).toBe('von Weizsäcker');
    expect(lastName('Anna De Luca', 'it')).toBe('De Luca');
    expect(lastName('Weber')).toBe('Weber');
  });

  it('takes what precedes a comma, for names the last word does not give', () => {
    expect(lastName('García López, María', 'es')).toBe('García López');
  });

  it('capitalises a Dutch last name’s first particle when it stands without a first name', () => {
    expect(lastName('Jan van der Berg', 'nl')).toBe('Van der Berg');
    expect(lastName('Jan van der Berg', 'en')).toBe('van der Berg');
    expect(open('nl', { name: 'Jan van der Berg', salutation: 'mr' })).toBe('Geachte heer Van der Berg,');
    expect(open('de', { name: 'Ludwig van Beethoven', salutation: 'mr' })).toBe(
      'Sehr geehrter Herr van Beethoven,',
    );
  });
});

describe('contactOf', () => {
  it("makes a client's contact fields a contact, or none without a name", () => {
    expect(contactOf({ contactName: ' Anna  Weber ', salutation: 'ms' })).toEqual({
      name: 'Anna Weber',
      salutation: 'ms',
    });
    expect(contactOf({ contactName: 'Anna Weber', salutation: 'dr' })).toEqual({
      name: 'Anna Weber',
      salutation: 'none',
    });
    expect(contactOf({ contactName: null, salutation: 'mr' })).toBeNull();
  });
});
