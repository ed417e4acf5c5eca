import { z } from '../zodSetup.js';
import { LANGUAGES } from '../domain/language.js';

/** ASVS V2.1.1–2: at least 12 characters, and long passphrases welcome. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

// Messages are dictionary keys of the `portal` namespace: the form translates them.
const email = z
  .string()
  .trim()
  .min(1, 'errors.emailRequired')
  .max(254, 'errors.emailInvalid')
  .pipe(z.email('errors.emailInvalid'));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'errors.passwordRequired').max(PASSWORD_MAX_LENGTH, 'errors.passwordTooLong'),
});

export type LoginInput = z.infer<typeof loginSchema>;

export const passwordResetRequestSchema = z.object({
  email,
  language: z.enum(LANGUAGES),
});

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

const resetToken = z.string().min(1).max(200);

/** A reset link checked when it is opened, before the owner types a new password. */
export const resetLinkSchema = z.object({ token: resetToken });

export const passwordResetSchema = z
  .object({
    token: resetToken,
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'errors.passwordTooShort')
      .max(PASSWORD_MAX_LENGTH, 'errors.passwordTooLong'),
    confirmation: z.string(),
  })
  .refine((input) => input.password === input.confirmation, { path: ['confirmation'], message: 'errors.passwordsDiffer' });

export type PasswordReset = z.infer<typeof passwordResetSchema>;
