import { z } from 'zod';
import { en } from './i18n/errors/en';

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().trim().min(1).max(64).refine(isValidTimeZone, en.time_zone_invalid);
