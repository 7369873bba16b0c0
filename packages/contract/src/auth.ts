import { z } from 'zod';
import { bnMessages } from './messages';
import { bangladeshPhoneSchema, idSchema, shortText, studentClassSchema, usernameSchema } from './primitives';

export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  username: z.string(),
  phone: z.string(),
  class: z.string(),
  school: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

const requiredString = (max: number) =>
  z.string({ error: bnMessages.requiredFields }).min(1, bnMessages.requiredFields).max(max, bnMessages.textTooLong);

export const loginRequestSchema = z.object({
  username: z.string({ error: bnMessages.loginRequired }).trim().min(1, bnMessages.loginRequired).max(100),
  password: z.string({ error: bnMessages.loginRequired }).min(1, bnMessages.loginRequired).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  name: shortText(100),
  username: usernameSchema,
  password: requiredString(200).refine((v) => v.length >= 8, bnMessages.passwordMin8),
  phone: bangladeshPhoneSchema,
  // The spec's client sends the class as a string ("8"); a number is accepted too.
  class: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), studentClassSchema),
  school: z
    .string()
    .trim()
    .max(150, bnMessages.textTooLong)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const authDataSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  user: userSchema,
});
export type AuthData = z.infer<typeof authDataSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(500) });
export const refreshDataSchema = z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) });
export type RefreshData = z.infer<typeof refreshDataSchema>;

/** Logout needs only the bearer token; a refresh token in the body is revoked as well when given. */
export const logoutRequestSchema = z.object({ refreshToken: z.string().max(500).optional() }).optional();

export const changePasswordRequestSchema = z
  .object({
    current_password: z.string({ error: bnMessages.currentPasswordRequired }).min(1, bnMessages.currentPasswordRequired).max(200),
    new_password: z
      .string({ error: bnMessages.newPasswordRequired })
      .min(1, bnMessages.newPasswordRequired)
      .max(200)
      .refine((v) => v.length >= 6, bnMessages.passwordMin6),
    confirm_password: z.string({ error: bnMessages.confirmPasswordRequired }).min(1, bnMessages.confirmPasswordRequired).max(200),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: bnMessages.passwordMismatch,
    path: ['confirm_password'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const profileSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  school: z.string().nullable(),
  avatar: z.string().nullable(),
  class_level: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateRequestSchema = z
  .object({
    name: shortText(100).optional(),
    phone: bangladeshPhoneSchema.optional(),
    // An empty school clears it.
    school: z.string().trim().max(150, bnMessages.textTooLong).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, bnMessages.invalidInput);
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** Error codes of the auth paths, distinct so the client maps each to its spec §8 toast. */
export const authErrorCodes = [
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'USERNAME_TAKEN',
  'PHONE_TAKEN',
  'INVALID_PHONE',
  'WEAK_PASSWORD',
  'TOO_MANY_ATTEMPTS',
  'INVALID_REFRESH_TOKEN',
  'REFRESH_TOKEN_REUSED',
  'WRONG_PASSWORD',
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];
