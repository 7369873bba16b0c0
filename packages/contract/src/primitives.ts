import { z } from 'zod';
import { bnMessages } from './messages';

/** Database ids: positive integers, in bodies and in URLs (decisions.md). */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamSchema = z.object({ id: idSchema });

/** Classes taught in the product, kept as the string the spec's User carries ("8"). */
export const studentClassSchema = z.enum(['6', '7', '8', '9', '10'], { error: bnMessages.classRange });
export type StudentClass = z.infer<typeof studentClassSchema>;

/** `+880`, then 1, then an operator digit 3–9, then 8 digits: 14 characters (decisions.md). */
export const bangladeshPhoneSchema = z
  .string({ error: bnMessages.requiredFields })
  .trim()
  .min(1, bnMessages.requiredFields)
  .refine((v) => v.startsWith('+880'), bnMessages.phonePrefix)
  .refine((v) => /^\+8801[3-9]\d{8}$/.test(v), bnMessages.phoneInvalid);

export const usernameSchema = z
  .string({ error: bnMessages.requiredFields })
  .trim()
  .min(1, bnMessages.requiredFields)
  .regex(/^[A-Za-z0-9_.]{3,30}$/, bnMessages.usernameFormat);

export const isoDateTimeSchema = z.string().datetime({ offset: true });
export const languageSchema = z.enum(['bn', 'en']);
export type Language = z.infer<typeof languageSchema>;

/** PostgreSQL text cannot hold NUL; no real input contains one. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/** A short free-text field (name, school): trimmed, required, bounded. */
export function shortText(max: number) {
  return z
    .string({ error: bnMessages.requiredFields })
    .trim()
    .min(1, bnMessages.requiredFields)
    .max(max, bnMessages.textTooLong)
    .refine(hasNoNul, bnMessages.invalidInput);
}
