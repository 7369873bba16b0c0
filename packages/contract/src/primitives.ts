import { z } from 'zod';
import { bnMessages } from './messages';

/** Database ids: positive integers, in bodies and in URLs (decisions.md). */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamSchema = z.object({ id: idSchema });

/** Classes taught in the product, kept as the string the spec's User carries ("8"). */
export const studentClassSchema = z.enum(['6', '7', '8', '9', '10'], {
  // None chosen (the registration form sends none) is a missing field like any other.
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? bnMessages.requiredFields : bnMessages.classRange,
});
export type StudentClass = z.infer<typeof studentClassSchema>;

/** Spec §5 and §9: the class assumed when a student has none (only old rows lack one). */
export const defaultStudentClass: StudentClass = '8';

const CLASS_ORDINALS: Record<StudentClass, string> = { '6': 'ষষ্ঠ', '7': 'সপ্তম', '8': 'অষ্টম', '9': 'নবম', '10': 'দশম' };

/**
 * A class as a student reads it, "অষ্টম শ্রেণি", for the server's Bengali text (the tutor's
 * prompt); an unknown value gives class 8, the spec's default. The web app's @study/ui has the
 * same table (classOrdinal), as it does not depend on this package.
 */
export function classNameBn(classLevel: string): string {
  const known = studentClassSchema.safeParse(classLevel.trim());
  return `${CLASS_ORDINALS[known.success ? known.data : defaultStudentClass]} শ্রেণি`;
}

/** The phone field starts with this, so the student only types the ten digits after it. */
export const phonePrefix = '+880';

/**
 * `+880`, then 1, then an operator digit 3–9, then 8 digits: 14 characters (decisions.md). The
 * spaces and dashes people type between digit groups ('+880 1712-345678') are dropped, and the
 * form's prefilled prefix alone counts as nothing typed.
 */
export const bangladeshPhoneSchema = z
  .string({ error: bnMessages.requiredFields })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .refine((v) => v !== '' && v !== phonePrefix, { message: bnMessages.requiredFields, abort: true })
      .refine((v) => v.startsWith(phonePrefix), { message: bnMessages.phonePrefix, abort: true })
      .refine((v) => /^\+8801[3-9]\d{8}$/.test(v), bnMessages.phoneInvalid),
  );

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
