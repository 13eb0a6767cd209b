import { describe, expect, it } from 'vitest';
import { sendMoment } from './send-moment';

describe('sendMoment', () => {
  it.each([
    ['UTC', '2026-01-15', '2026-01-15T09:00:00.000Z'],
    ['Europe/Berlin', '2026-01-15', '2026-01-15T08:00:00.000Z'],
    ['Europe/Berlin', '2026-07-15', '2026-07-15T07:00:00.000Z'],
    ['America/New_York', '2026-01-15', '2026-01-15T14:00:00.000Z'],
    ['America/New_York', '2026-07-15', '2026-07-15T13:00:00.000Z'],
    ['Asia/Tokyo', '2026-01-15', '2026-01-15T00:00:00.000Z'],
  ])('09:00 in %s on %s is %s', (tz, date, iso) => {
    expect(sendMoment(date, tz).toISOString()).toBe(iso);
  });
});
