import { z } from 'zod';
import { bnMessages } from './messages';
import { bangladeshPhoneSchema, hasNoNul, idSchema, shortText, studentClassSchema, usernameSchema } from './primitives';

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
  username: z
    .string({ error: bnMessages.loginRequired })
    .trim()
    .min(1, bnMessages.loginRequired)
    .max(100, bnMessages.textTooLong)
    .refine(hasNoNul, bnMessages.invalidInput),
  password: z
    .string({ error: bnMessages.loginRequired })
    .min(1, bnMessages.loginRequired)
    .max(200, bnMessages.textTooLong),
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
    .refine(hasNoNul, bnMessages.invalidInput)
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
    current_password: z
      .string({ error: bnMessages.currentPasswordRequired })
      .min(1, bnMessages.currentPasswordRequired)
      .max(200, bnMessages.textTooLong),
    new_password: z
      .string({ error: bnMessages.newPasswordRequired })
      .min(1, bnMessages.newPasswordRequired)
      .max(200, bnMessages.textTooLong)
      .refine((v) => v.length >= 6, bnMessages.passwordMin6),
    // No length limit of its own: it must equal the new password, which has one.
    confirm_password: z
      .string({ error: bnMessages.confirmPasswordRequired })
      .min(1, bnMessages.confirmPasswordRequired),
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
    // An empty string or null clears it (the profile carries `school: null` when unset).
    school: z
      .string()
      .trim()
      .max(150, bnMessages.textTooLong)
      .refine(hasNoNul, bnMessages.invalidInput)
      .nullable()
      .optional(),
  })
  // Class and email are read-only (spec §5): other keys are dropped, and a body left with
  // nothing to change is refused.
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

// Built at the first message that needs it: the first Intl formatter a page builds loads the
// locale's data, which importing the contract should not pay for.
let bengaliDigits: Intl.NumberFormat | undefined;

/** What the auth and profile calls answer (spec §8 wording where the spec has one). */
export const authMessages = {
  registered: 'সফলভাবে নিবন্ধন হয়েছে!',
  loggedIn: 'সফলভাবে লগইন হয়েছে!',
  loggedOut: 'সফলভাবে লগআউট হয়েছে',
  refreshed: 'সেশন নবায়ন করা হয়েছে',
  profileLoaded: 'প্রোফাইল পাওয়া গেছে',
  profileUpdated: 'প্রোফাইল আপডেট করা হয়েছে',
  passwordChanged: 'পাসওয়ার্ড পরিবর্তন করা হয়েছে',
  usernameTaken: 'এই ইউজারনেম ইতিমধ্যে ব্যবহৃত হয়েছে',
  phoneTaken: 'এই ফোন নম্বর ইতিমধ্যে নিবন্ধিত',
  invalidCredentials: 'ভুল ইউজারনেম বা পাসওয়ার্ড',
  accountDisabled: 'অ্যাকাউন্ট নিষ্ক্রিয় করা হয়েছে',
  wrongPassword: 'বর্তমান পাসওয়ার্ড সঠিক নয়',
  sessionExpired: 'তোমার সেশন সময় শেষ হয়েছে। আবার লগইন করো।',
  sessionRevokedForSafety: 'নিরাপত্তার জন্য তোমার সেশন বন্ধ করা হয়েছে। আবার লগইন করো।',
  /** Login throttled (`TOO_MANY_ATTEMPTS`); `minutes` is written in Bengali digits. */
  tooManyAttempts: (minutes: number) =>
    `অনেকবার ভুল চেষ্টা করা হয়েছে। ${(bengaliDigits ??= new Intl.NumberFormat('bn-BD', { useGrouping: false })).format(minutes)} মিনিট পর আবার চেষ্টা করো।`,
} as const;
