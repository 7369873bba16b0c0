import { authDataSchema, authMessages } from '@study/contract';
import type { AuthData } from '@study/contract';
import type { FieldErrors, RegistrationValues } from '@study/ui';
import { ApiError } from '../api/ApiError';
import { messages } from '../messages';

/** A toast's title and optional second line. */
export interface ToastText {
  title: string;
  description?: string;
}

/** The server's own words, or undefined when the error carries only the generic status text. */
function serverMessage(error: ApiError): string | undefined {
  return error.message === `Request failed with status ${error.status}` ? undefined : error.message;
}

function says(error: ApiError, pattern: RegExp): boolean {
  return pattern.test(error.message);
}

/** Failures every auth form shares: no answer, or the server broke. */
function transportToast(error: ApiError): ToastText | undefined {
  if (error.status === 0) return { title: messages.auth.connectionProblem };
  if (error.status >= 500) return { title: messages.auth.serverProblem };
  return undefined;
}

/** Spec §8's login failure toast for what `login` threw. */
export function loginErrorToast(error: unknown): ToastText {
  if (!(error instanceof ApiError)) return { title: messages.auth.requestFailed };
  const { code } = error;
  if (code === 'INVALID_RESPONSE') return { title: messages.auth.loginUnexpectedFormat };
  // The server's throttle message says how long to wait.
  if (code === 'TOO_MANY_ATTEMPTS') return { title: error.message };
  if (code === 'INVALID_CREDENTIALS' || says(error, /invalid (username|credentials)|username or password/i)) {
    return { title: authMessages.invalidCredentials };
  }
  if (code === 'USER_NOT_FOUND' || says(error, /user not found/i)) return { title: messages.auth.userNotFound };
  if (says(error, /(incorrect|wrong) password/i)) return { title: messages.auth.incorrectPassword };
  if (code === 'ACCOUNT_DISABLED' || says(error, /account (is )?(disabled|inactive|deactivated)/i)) {
    return { title: authMessages.accountDisabled };
  }
  return transportToast(error) ?? { title: serverMessage(error) ?? messages.auth.loginFailed };
}

/** Spec §8's registration failure toast; the server's specific reason, if any, as the second line. */
export function registerErrorToast(error: unknown): ToastText {
  if (!(error instanceof ApiError)) return { title: messages.auth.requestFailed };
  const { code } = error;
  const withReason = (title: string): ToastText => {
    const reason = serverMessage(error);
    return reason && reason !== title ? { title, description: reason } : { title };
  };
  if (code === 'USERNAME_TAKEN' || says(error, /username.*(exists|taken|already)/i))
    return { title: authMessages.usernameTaken };
  if (code === 'PHONE_TAKEN' || says(error, /phone.*(exists|taken|already|registered)/i))
    return { title: authMessages.phoneTaken };
  if (code === 'EMAIL_TAKEN' || says(error, /email.*(exists|taken|already)/i))
    return { title: messages.auth.emailTaken };
  if (code === 'INVALID_PHONE' || says(error, /invalid phone/i)) return withReason(messages.auth.invalidPhone);
  if (code === 'WEAK_PASSWORD' || says(error, /weak password|password.*(weak|too short)/i)) {
    return withReason(messages.auth.weakPassword);
  }
  return transportToast(error) ?? withReason(messages.auth.registerFailed);
}

/**
 * The registration field a server refusal is about, with the words to show beside it (the toast
 * stays, spec §8); undefined when it is about no one field.
 */
export function registerFieldErrors(error: unknown): FieldErrors<keyof RegistrationValues> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { code } = error;
  const reason = serverMessage(error);
  if (code === 'USERNAME_TAKEN' || says(error, /username.*(exists|taken|already)/i))
    return { username: authMessages.usernameTaken };
  if (code === 'PHONE_TAKEN' || says(error, /phone.*(exists|taken|already|registered)/i))
    return { phone: authMessages.phoneTaken };
  if (code === 'INVALID_PHONE' || says(error, /invalid phone/i)) return { phone: reason ?? messages.auth.invalidPhone };
  if (code === 'WEAK_PASSWORD' || says(error, /weak password|password.*(weak|too short)/i)) {
    return { password: reason ?? messages.auth.weakPassword };
  }
  return undefined;
}

export type AuthDataResult = { ok: true; data: AuthData } | { ok: false; message: string };

/** Checks a login/registration answer's `data`: spec §7 counts one without accessToken as an error. */
export function readAuthData(data: unknown): AuthDataResult {
  const accessToken =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['accessToken'] : undefined;
  if (typeof data === 'object' && data !== null && (typeof accessToken !== 'string' || accessToken === '')) {
    return { ok: false, message: messages.auth.loginTokenMissing };
  }
  const result = authDataSchema.safeParse(data);
  return result.success ? { ok: true, data: result.data } : { ok: false, message: messages.auth.loginUnexpectedFormat };
}
