import { z } from 'zod';

/** The largest logo file Settings accepts: 1 MB. */
export const LOGO_MAX_BYTES = 1_048_576;
/** The largest logo in pixels on either side; larger images are refused before they are decoded. */
export const LOGO_MAX_SIDE = 4000;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

/** What the Settings page and the server say about a file that is not a PNG or JPEG of at most 1 MB. */
export const LOGO_REQUIREMENT = 'The logo must be a PNG or JPEG image of at most 1 MB.';
export const LOGO_UNREADABLE =
  'The logo file could not be read as a PNG or JPEG image. Please choose another file.';
export const LOGO_TOO_MANY_PIXELS = `The logo can be at most ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE} pixels.`;

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
