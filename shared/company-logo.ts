import { z } from 'zod';
import { en } from './i18n/errors/en';
import { englishMessage } from './i18n/errors/english';
import { fill } from './i18n/errors/values';

/** The largest logo file Settings accepts: 1 MB. */
export const LOGO_MAX_BYTES = 1_048_576;
/** The largest logo in pixels on either side, as its header states it; larger images are refused before they are decoded. */
export const LOGO_MAX_SIDE = 4000;
/** The stored logo fits this square: ample for the PDF's logo box at print resolution and the emails' on a sharp screen. */
export const LOGO_STORED_MAX_SIDE = 600;
/** Uploads one account may make in LOGO_UPLOAD_WINDOW_MINUTES; each one costs a decode (issue #22, item 3). */
export const LOGO_UPLOADS_PER_WINDOW = 10;
export const LOGO_UPLOAD_WINDOW_MINUTES = 10;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

/** What the Settings page and the server say about a file that is not a PNG or JPEG of at most 1 MB. */
export const LOGO_REQUIREMENT = en.logo_requirement;
export const LOGO_TOO_LARGE = en.logo_too_large;
export const LOGO_UNREADABLE = en.logo_unreadable;

/** The refusal of an image whose header states more pixels than a logo may have. */
export function logoTooManyPixels(width: number, height: number): string {
  return fill(en.logo_too_many_pixels, { width, height, maximum: LOGO_MAX_SIDE });
}

/** The refusal of a logo whose decoding took longer than the server allows one image. */
export function logoTooSlow(seconds: number): string {
  return fill(en.logo_too_slow, { seconds });
}

export const LOGO_BUSY = en.logo_busy;

/** The 429 past the upload limit, with the minutes until the next upload is accepted. */
export function logoUploadsLimited(minutesLeft: number): string {
  return englishMessage('logo_uploads_limited', logoUploadsLimitedValues(minutesLeft));
}

/** The values of that message: the upload limit, its window and the minutes left (at least one). */
export function logoUploadsLimitedValues(minutesLeft: number) {
  return {
    maximum: LOGO_UPLOADS_PER_WINDOW,
    window: LOGO_UPLOAD_WINDOW_MINUTES,
    minutes: Math.max(1, minutesLeft),
  };
}

/** The stored logo as GET /api/settings and PUT /api/settings/logo describe it (the bytes are at GET /api/settings/logo). */
export const companyLogoSchema = z.object({
  contentType: z.enum(LOGO_TYPES),
  width: z.number().int(),
  height: z.number().int(),
  updatedAt: z.string(),
});
export type CompanyLogo = z.infer<typeof companyLogoSchema>;

export const companyLogoAnswerSchema = z.object({ logo: companyLogoSchema });

/** Where the signed-in owner's pages load the logo; the upload time in the address shows a new one at once. */
export function ownLogoUrl(logo: CompanyLogo | null | undefined): string | null {
  return logo ? `/api/settings/logo?v=${encodeURIComponent(logo.updatedAt)}` : null;
}
