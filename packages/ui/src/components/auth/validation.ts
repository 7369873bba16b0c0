import { bn } from '../../i18n/messages';

/** Field name → the Bengali message shown at that field; a valid form gives `{}`. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface LoginValues {
  username: string;
  password: string;
}

/** Registration classes (spec §9: 6 to 10), as the API's class strings. */
export const registrationClasses = ['6', '7', '8', '9', '10'] as const;
export type RegistrationClass = (typeof registrationClasses)[number];

/** What the registration form holds; `class` is '' until one is chosen. */
export interface RegistrationValues {
  name: string;
  username: string;
  password: string;
  phone: string;
  class: RegistrationClass | '';
  school: string;
}

/** What `onRegister` receives: trimmed, and `school` only when it was filled in. */
export interface RegistrationPayload {
  name: string;
  username: string;
  password: string;
  phone: string;
  class: RegistrationClass;
  school?: string;
}

/** The phone field starts with this, so the student only types the ten digits after it. */
export const phonePrefix = '+880';

/** decisions.md: 3–30 Latin letters, digits, '_' and '.'. */
const usernamePattern = /^[A-Za-z0-9_.]{3,30}$/;
/** decisions.md: +880, then 1, an operator digit 3–9 and eight more digits (14 characters). */
const phonePattern = /^\+8801[3-9]\d{8}$/;
const phoneLength = 14;
const registrationPasswordMin = 8;
// The server's limits (packages/contract/src/auth.ts): a longer value would pass here and be
// refused there.
const loginUsernameMax = 100;
const nameMax = 100;
const schoolMax = 150;
/** Every password field's limit, registration's, login's and the password change's. */
export const passwordMax = 200;

/** NUL: no real input holds one, pasted binary can, and the server refuses it. */
function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/**
 * The phone number as the student meant it: spaces and dashes that people type between digit
 * groups ('+880 1712-345678') are dropped.
 */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/** Spec §5: both fields are required. The username is trimmed: phone keyboards add spaces. */
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  const username = values.username.trim();
  if (username === '') errors.username = bn.validationLoginRequired;
  else if (username.length > loginUsernameMax) errors.username = bn.validationTextTooLong;
  else if (hasNul(username)) errors.username = bn.validationInvalidInput;

  if (values.password === '') errors.password = bn.validationLoginRequired;
  else if (values.password.length > passwordMax) errors.password = bn.validationTextTooLong;
  return errors;
}

/**
 * Spec §5 and decisions.md, and the server's length limits. Each field gets its most basic
 * problem only: a missing field says so, and only a filled one is checked for its format. A
 * phone holding just the '+880' prefix counts as missing.
 */
export function validateRegistration(values: RegistrationValues): FieldErrors<keyof RegistrationValues> {
  const errors: FieldErrors<keyof RegistrationValues> = {};
  const username = values.username.trim();
  const phone = normalizePhone(values.phone);
  const name = values.name.trim();
  const school = values.school.trim();

  if (name === '') errors.name = bn.validationRequired;
  else if (name.length > nameMax) errors.name = bn.validationTextTooLong;
  else if (hasNul(name)) errors.name = bn.validationInvalidInput;

  if (username === '') errors.username = bn.validationRequired;
  else if (!usernamePattern.test(username)) errors.username = bn.validationUsernameFormat;

  if (values.password === '') errors.password = bn.validationRequired;
  else if (values.password.length < registrationPasswordMin) errors.password = bn.validationPasswordMin8;
  else if (values.password.length > passwordMax) errors.password = bn.validationTextTooLong;

  if (phone === '' || phone === phonePrefix) errors.phone = bn.validationRequired;
  else if (!phone.startsWith(phonePrefix)) errors.phone = bn.validationPhonePrefix;
  else if (phone.length !== phoneLength || !phonePattern.test(phone)) errors.phone = bn.validationPhoneInvalid;

  if (!(registrationClasses as readonly string[]).includes(values.class)) errors.class = bn.validationRequired;

  if (school.length > schoolMax) errors.school = bn.validationTextTooLong;
  else if (hasNul(school)) errors.school = bn.validationInvalidInput;

  return errors;
}

/** The registration values as the API takes them; call it only when validation passed. */
export function toRegistrationPayload(values: RegistrationValues): RegistrationPayload {
  const school = values.school.trim();
  return {
    name: values.name.trim(),
    username: values.username.trim(),
    password: values.password,
    phone: normalizePhone(values.phone),
    class: values.class as RegistrationClass,
    ...(school === '' ? {} : { school }),
  };
}

/**
 * The distinct messages of a result, in the order of `fields` (the form's order), for one
 * toast or announcement instead of five copies of 'fill in every field'.
 */
export function errorMessages<Field extends string>(errors: FieldErrors<Field>, fields: readonly Field[]): string[] {
  const messages = fields.map((field) => errors[field]).filter((message) => message !== undefined);
  return [...new Set(messages)];
}

/** The first field, in form order, that has an error: it gets the focus. */
export function firstInvalidField<Field extends string>(
  errors: FieldErrors<Field>,
  fields: readonly Field[],
): Field | undefined {
  return fields.find((field) => errors[field] !== undefined);
}
