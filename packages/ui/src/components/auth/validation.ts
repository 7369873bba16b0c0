import { loginRequestSchema, registerRequestSchema, studentClassSchema } from '@study/contract';
import { checkWithSchema, schemaFieldErrors } from '../../utils/schemaFieldErrors';

export { phonePrefix } from '@study/contract';

/** Field name → the Bengali message shown at that field; a valid form gives `{}`. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface LoginValues {
  username: string;
  password: string;
}

/** Registration classes (spec §9: 6 to 10), as the API's class strings. */
export const registrationClasses = studentClassSchema.options;
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

/** Spec §5: both fields are required; and within what the server takes (the contract's schema). */
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return schemaFieldErrors(loginRequestSchema, values);
}

/**
 * The login as the API takes it (the username trimmed: phone keyboards add spaces; the password
 * as typed); call it only when validation passed.
 */
export function toLoginRequest(values: LoginValues): LoginValues {
  const result = checkWithSchema(loginRequestSchema, values);
  if (!result.ok) throw new Error('toLoginRequest needs valid values');
  return result.value;
}

/** The form's values as the schema reads them: no class chosen is no class. */
const registrationInput = (values: RegistrationValues) => ({
  ...values,
  class: values.class === '' ? undefined : values.class,
});

/**
 * Spec §5 and decisions.md, and the server's length limits, from the contract's schema. Each
 * field gets its most basic problem only: a missing field says so, and only a filled one is
 * checked for its format. A phone holding just the '+880' prefix counts as missing.
 */
export function validateRegistration(values: RegistrationValues): FieldErrors<keyof RegistrationValues> {
  return schemaFieldErrors(registerRequestSchema, registrationInput(values));
}

/**
 * The registration values as the API takes them (trimmed, the phone without spaces and dashes,
 * `school` only when filled in); call it only when validation passed.
 */
export function toRegistrationPayload(values: RegistrationValues): RegistrationPayload {
  const result = checkWithSchema(registerRequestSchema, registrationInput(values));
  if (!result.ok) throw new Error('toRegistrationPayload needs valid values');
  const { school, ...payload } = result.value;
  return { ...payload, ...(school === undefined ? {} : { school }) };
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
