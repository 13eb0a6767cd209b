/**
 * "Today in the account's zone" and "SEND_HOUR has come" are written in TypeScript and in SQL
 * (account-today.ts, send-moment.ts): both must give the same answer for the same account at the same
 * instant, also on either side of midnight and of the send hour, in zones far from the server's.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestUser } from '../../test/factories';
import { users } from '../db/schema';
import { accountTodaySql, readAccountClock } from './account-today';
import { SEND_HOUR, sendHourPassedSql, sendMoment } from './send-moment';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * UTC+14 and UTC−10 (a day apart), quarter- and half-hour offsets, and zones whose clocks change
 * at midnight (Santiago skips 00:00 on 2026-09-06, Havana on 2026-03-08).
 */
const ZONES: [string, string][] = [
  ['Pacific/Kiritimati', '2026-03-14'],
  ['America/Adak', '2026-03-14'],
  ['Asia/Kathmandu', '2026-11-23'],
  ['America/St_Johns', '2026-11-23'],
  ['America/Santiago', '2026-09-06'],
  ['America/Havana', '2026-03-08'],
  ['UTC', '2026-12-31'],
];

/** One second before, at and after an instant. */
const around = (instant: Date) => [-1000, 0, 1000].map((ms) => new Date(instant.getTime() + ms));

describe('today in the account’s zone: SQL and TypeScript agree', () => {
  for (const [timeZone, day] of ZONES) {
    it(`around midnight and around the send hour in ${timeZone}`, async () => {
      const { user } = await createTestUser(t.app, { timeZone });
      // Midnight starting `day` and the next day, and SEND_HOUR of `day`: fixed instants, never the clock.
      const midnights = [day, addDays(day, 1)].map((d) => sendMoment(d, timeZone, 0));
      const instants = [...midnights, sendMoment(day, timeZone, SEND_HOUR)].flatMap(around);
      const seen = new Set<string>();
      const sendHour = new Set<boolean>();
      for (const now of instants) {
        const clock = await readAccountClock(t.database.db, user.id, now);
        const [row] = await t.database.db
          .select({
            today: sql<string>`to_char(${accountTodaySql(now)}, 'YYYY-MM-DD')`,
            sendHourPassed: sendHourPassedSql(accountTodaySql(now), now),
          })
          .from(users)
          .where(eq(users.id, user.id));
        const at = now.toISOString();
        expect(clock.timeZone).toBe(timeZone);
        expect(row.today, at).toBe(clock.today);
        expect(row.sendHourPassed, at).toBe(sendMoment(clock.today, timeZone) <= now);
        seen.add(clock.today);
        sendHour.add(row.sendHourPassed);
      }
      // The instants do cross the account's midnight and its send hour.
      expect([...seen].sort()).toEqual([addDays(day, -1), day, addDays(day, 1)]);
      expect([...sendHour].sort()).toEqual([false, true]);
    });
  }

  it('uses what the request already read, and UTC for an unknown account', async () => {
    const now = new Date('2026-03-14T10:00:00Z'); // midnight starting 2026-03-15 in Kiritimati
    const unknown = '00000000-0000-0000-0000-000000000000';
    expect(await readAccountClock(t.database.db, unknown, now)).toEqual({
      timeZone: 'UTC',
      today: '2026-03-14',
    });
    expect(await readAccountClock(t.database.db, unknown, now, { timeZone: 'Pacific/Kiritimati' })).toEqual({
      timeZone: 'Pacific/Kiritimati',
      today: '2026-03-15',
    });
  });
});
