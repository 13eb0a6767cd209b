import { z } from 'zod';
import { APP_LANGUAGES } from './i18n/app-language';
import { en } from './i18n/errors/en';
import { localeSchema } from './locale-defaults';
import { hasVisibleCharacter, invisibleNameMessage } from './text';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, en.email_too_long)
  .pipe(z.email(en.email_invalid));

export const passwordSchema = z
  .string()
  .min(8, en.password_too_short)
  .max(200, en.password_too_long)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, en.password_too_weak);

const nameSchema = z
  .string()
  .trim()
  .max(100, en.name_too_long)
  .refine((v) => v === '' || hasVisibleCharacter(v), invisibleNameMessage('Name'));

function passwordsMatch(v: { password: string; confirmPassword: string }) {
  return v.password === v.confirmPassword;
}
const mismatch = { message: en.passwords_differ, path: ['confirmPassword'] };

export const registerInputSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    firstName: nameSchema.optional().default(''),
    lastName: nameSchema.optional().default(''),
    /** IANA zone of the browser that registered; reminders go out at 09:00 there. */
    timeZone: z.string().max(64).optional(),
    /** BCP 47 tag of the browser that registered (en-GB); sets the initial country, currency and tax rate. */
    locale: localeSchema.optional(),
    /** The app's language: the sign-up page's, else the Accept-Language header's (shared/i18n/app-language.ts). */
    language: z.enum(APP_LANGUAGES).optional(),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterInput = z.input<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, en.password_required).max(200),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z
  .object({
    token: z.string().min(1, en.reset_token_required).max(200),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

/** POST /api/auth/change-password (issue #22 item 17): the new password follows the registration rules. */
export const changePasswordInputSchema = z
  .object({
    currentPassword: z.string().min(1, en.current_password_required).max(200),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => passwordsMatch({ password: v.newPassword, confirmPassword: v.confirmPassword }), mismatch);
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  timeZone: z.string(),
  /** The language the app and its API's messages speak to this user (issue 3/7). */
  language: z.enum(APP_LANGUAGES),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** PUT /api/auth/user: what the user changes of themselves without their password. */
export const updateUserInputSchema = z
  .object({ language: z.enum(APP_LANGUAGES, { message: en.language_invalid }) })
  .strict();
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

/**
 * POST /api/auth/login: the user, and a notice when there were failed sign-in attempts (or a
 * pause after too many) since the last sign-in. The sign-in form itself never says an account is
 * paused: that answer is the same as for a wrong password.
 */
export const loginResponseSchema = z.object({ user: userSchema, notice: z.string().optional() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
