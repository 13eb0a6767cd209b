import type { I18n } from '@lingui/core';
import { msg, selectOrdinal } from '@lingui/core/macro';
import { interfaceLocale } from '@shared/interface-locale';
import type { Recurrence } from '@shared/recurrence';

const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** The weekday or month of a calendar date, named in the interface's language ("Monday", "März"). */
function nameOf(date: string, part: 'weekday' | 'month'): string {
  return new Intl.DateTimeFormat(interfaceLocale(), { [part]: 'long', timeZone: 'UTC' }).format(atNoon(date));
}

/**
 * The schedule in words, in the interface's language: "Weekly on Monday", "Every 2 weeks on Monday",
 * "Monthly on the 31st", "Every 3 months on the 15th", "Yearly on March 3" (shared/recurrence.ts
 * `frequencyLabel` says the same in English, for the server). Each wording is one message, so each
 * language orders its words and writes its own ordinals.
 */
export function scheduleInWords(
  i18n: I18n,
  r: Pick<Recurrence, 'frequency' | 'interval' | 'startDate'>,
): string {
  const { interval } = r;
  const day = Number(r.startDate.slice(8, 10));
  switch (r.frequency) {
    case 'weekly': {
      const weekday = nameOf(r.startDate, 'weekday');
      return interval === 1
        ? i18n._(msg`Weekly on ${weekday}`)
        : i18n._(msg`Every ${interval} weeks on ${weekday}`);
    }
    case 'monthly':
      return interval === 1
        ? i18n._(
            msg`Monthly on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`,
          )
        : i18n._(
            msg`Every ${interval} months on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`,
          );
    case 'quarterly':
      return interval === 1
        ? i18n._(
            msg`Quarterly on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`,
          )
        : i18n._(
            msg`Every ${interval} quarters on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`,
          );
    case 'yearly': {
      const month = nameOf(r.startDate, 'month');
      return interval === 1
        ? i18n._(msg`Yearly on ${month} ${day}`)
        : i18n._(msg`Every ${interval} years on ${month} ${day}`);
    }
  }
}
