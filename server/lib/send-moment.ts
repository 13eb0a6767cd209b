/**
 * Local wall-clock moments in an account's time zone. Planned emails (reminders, digests) go out at
 * SEND_HOUR; the invoice lifecycle and the recurring generator ask for other hours of a calendar
 * date (a payment's moment, the start of today). It lives in lib because reminders, invoices,
 * notifications and recurring all need it and none of them owns it.
 */
import { TZDate } from '@date-fns/tz';

/** Every planned send goes out at this local hour in the user's time zone. */
export const SEND_HOUR = 9;

/** 09:00 on a calendar date in an IANA time zone, as an instant (DST-safe: wall-clock time is kept). */
export function sendMoment(date: string, timeZone: string, hour = SEND_HOUR): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, hour, 0, 0, timeZone).getTime());
}
