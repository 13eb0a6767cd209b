import { FREQUENCIES, frequencyLabel } from '@shared/recurrence';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { missingMessages, speak } from '../../../../../test/client-i18n';
import { scheduleInWords } from './schedule-in-words';

afterEach(() => {
  speak('en');
  expect(missingMessages.splice(0)).toEqual([]);
});

const words = (frequency: (typeof FREQUENCIES)[number], interval: number, startDate: string) =>
  scheduleInWords(i18n, { frequency, interval, startDate });

describe('scheduleInWords', () => {
  it('says in English what the server says (shared/recurrence.ts), every day of the month', () => {
    for (const frequency of FREQUENCIES) {
      for (const interval of [1, 2, 12]) {
        for (let day = 1; day <= 31; day++) {
          const startDate = `2027-01-${String(day).padStart(2, '0')}`;
          expect(words(frequency, interval, startDate)).toBe(
            frequencyLabel({ frequency, interval, startDate }),
          );
        }
      }
    }
  });

  it('speaks German: weekday and month named in German, the day as an ordinal number', () => {
    speak('de');
    expect(words('weekly', 1, '2026-11-02')).toBe('Wöchentlich am Montag');
    expect(words('weekly', 2, '2026-11-02')).toBe('Alle 2 Wochen am Montag');
    expect(words('monthly', 1, '2027-01-31')).toBe('Monatlich am 31.');
    expect(words('quarterly', 3, '2027-01-15')).toBe('Alle 3 Quartale am 15.');
    expect(words('yearly', 1, '2027-03-03')).toBe('Jährlich am 3. März');
  });

  it('writes each language its own ordinals', () => {
    speak('fr');
    expect(words('monthly', 1, '2027-01-01')).toBe('Tous les mois, le 1er');
    expect(words('yearly', 2, '2027-03-21')).toBe('Tous les 2 ans, le 21 mars');
    speak('it');
    expect(words('yearly', 1, '2027-03-01')).toBe('Ogni anno, il 1º marzo');
    expect(words('yearly', 1, '2027-03-08')).toBe('Ogni anno, l’8 marzo');
    expect(words('yearly', 1, '2027-03-15')).toBe('Ogni anno, il 15 marzo');
    speak('nl');
    expect(words('monthly', 2, '2027-01-31')).toBe('Om de 2 maanden op de 31e');
    speak('es');
    expect(words('weekly', 1, '2026-11-07')).toBe('Cada sábado');
  });
});
