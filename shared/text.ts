import { z } from 'zod';

/** Optional free text: trimmed, bounded ("<label> must be at most <max> characters"), and null when empty. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);
