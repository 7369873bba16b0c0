import { authMessages, paths } from '@study/contract';
import type { FieldErrors, LoginValues, RegistrationPayload, RegistrationValues } from '@study/ui';
import { showToast } from '@study/ui';
import { z } from 'zod';
import type { ApiClient } from '../api/createApiClient';
import { loginErrorToast, readAuthData, registerErrorToast, registerFieldErrors } from './authErrors';
import type { ToastText } from './authErrors';
import type { SessionStore } from './sessionStore';

export interface SessionActions {
  /** Resolves true once signed in (the page then navigates); failures are shown as toasts. */
  login(values: LoginValues): Promise<boolean>;
  /** As login; a refusal about one field (a username taken) is also told to `onFieldErrors`. */
  register(
    payload: RegistrationPayload,
    onFieldErrors?: (errors: FieldErrors<keyof RegistrationValues>) => void,
  ): Promise<boolean>;
  /** Signs out at once; resolves when the server has been told (its failure is ignored). */
  logout(): Promise<void>;
}

function showError({ title, description }: ToastText) {
  showToast.error(title, description === undefined ? undefined : { description });
}

/** Login, registration and logout over a session store and its API client (spec §4, §7, §8). */
export function createSessionActions(store: SessionStore, api: ApiClient): SessionActions {
  async function signInThrough(
    path: string,
    body: LoginValues | RegistrationPayload,
    success: string,
    errorToast: (error: unknown) => ToastText,
    onError?: (error: unknown) => void,
  ): Promise<boolean> {
    try {
      // The answer's data is checked by readAuthData, which tells a missing token from a bad format.
      const result = readAuthData(await api.post(path, body, z.unknown(), { auth: 'none' }));
      if (!result.ok) {
        showError({ title: result.message });
        return false;
      }
      store.signIn(result.data);
      showToast.success(success);
      return true;
    } catch (error) {
      showError(errorToast(error));
      onError?.(error);
      return false;
    }
  }

  return {
    login: (values) => signInThrough(paths.login, values, authMessages.loggedIn, loginErrorToast),
    register: (payload, onFieldErrors) =>
      signInThrough(paths.register, payload, authMessages.registered, registerErrorToast, (error) => {
        const fields = registerFieldErrors(error);
        if (fields) onFieldErrors?.(fields);
      }),
    async logout() {
      const { accessToken, refreshToken } = store.getSnapshot();
      store.signOut();
      showToast.success(authMessages.loggedOut);
      if (!accessToken) return;
      try {
        await api.post(paths.logout, refreshToken ? { refreshToken } : {}, z.null(), { token: accessToken });
      } catch {
        // Spec §4: a failed logout call changes nothing; the local session is already gone.
      }
    },
  };
}
