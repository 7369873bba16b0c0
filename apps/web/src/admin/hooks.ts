import { adminChildCountsSchema } from '@study/contract';
import type {
  AdminChangePasswordRequest,
  AdminChildCounts,
  AdminDashboard,
  AdminEntity,
  AdminLoginRequest,
} from '@study/contract';
import { adminFormat, adminText, fieldErrorsFromDetails, showToast } from '@study/ui';
import type { AdminEntity as AdminUiEntity, AdminFieldErrors } from '@study/ui';
import { useCallback, useState, useSyncExternalStore } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { SWRResponse } from 'swr';
import { ApiError } from '../api/ApiError';
import type { AdminInput, AdminRow } from './adminApi';
import type { AdminSessionState } from './adminSession';
import { useAdminServices } from './AdminContext';

/** The API's collection names ('subjects') as the admin components name an entity ('subject'). */
export const uiEntityOf: Record<AdminEntity, AdminUiEntity> = {
  subjects: 'subject',
  classes: 'class',
  chapters: 'chapter',
  topics: 'topic',
  quizzes: 'quiz',
};

/** SWR keys of the admin area: `['admin', 'dashboard']`, `['admin', 'subjects']` … */
type AdminKey = readonly ['admin', AdminEntity | 'dashboard'];
const adminKey = (name: AdminKey[1]): AdminKey => ['admin', name];

/** Any admin key: after a change every admin list and the dashboard are read again. */
export function isAdminKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'admin';
}

/** The admin session; re-renders when it changes (here or in another tab). */
export function useAdminSession(): AdminSessionState {
  const { session } = useAdminServices();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/** Reads only with a token: without one the guard is already on its way to the login page. */
function useAdminQuery<T>(name: AdminKey[1], read: () => Promise<T>): SWRResponse<T, ApiError> {
  const { token } = useAdminSession();
  return useSWR<T, ApiError, AdminKey | null>(token ? adminKey(name) : null, read);
}

export function useAdminDashboard(): SWRResponse<AdminDashboard, ApiError> {
  const { api } = useAdminServices();
  return useAdminQuery('dashboard', () => api.dashboard());
}

export function useAdminList<E extends AdminEntity>(entity: E): SWRResponse<AdminRow<E>[], ApiError> {
  const { api } = useAdminServices();
  return useAdminQuery(entity, () => api.list(entity));
}

// ── login and logout ─────────────────────────────────────────────────────────────────────

/** Why a login failed, as the form shows it: the spec's sentence, or the server's reason when it says more. */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429 || error.status === 0))
    return error.message;
  return adminText.loginFailed;
}

export interface AdminLogin {
  /** Signs in and stores the token; resolves whether it worked (toasts either way). */
  login(credentials: AdminLoginRequest): Promise<boolean>;
  submitting: boolean;
  /** Why the last attempt failed, for the form. */
  error: string | undefined;
}

export function useAdminLogin(): AdminLogin {
  const { api, session } = useAdminServices();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  const login = useCallback(
    async (credentials: AdminLoginRequest) => {
      setSubmitting(true);
      setError(undefined);
      try {
        session.signIn(await api.login(credentials));
        showToast.success(adminText.loginSuccess);
        return true;
      } catch (cause) {
        const message = loginFailureMessage(cause);
        setError(message);
        showToast.error(adminText.loginFailed, message === adminText.loginFailed ? {} : { description: message });
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [api, session],
  );

  return { login, submitting, error };
}

/**
 * Logout: forgets the tokens (in every tab) and the admin data cached in this one at once, then
 * ends the login on the server, so the tokens stop working wherever they were copied to. The
 * promise settles when the server has answered; its failure changes nothing here.
 */
export function useAdminLogout(): () => Promise<void> {
  const { api, session } = useAdminServices();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const accessToken = session.getToken();
    const refreshToken = session.getRefreshToken();
    session.signOut();
    void mutate(isAdminKey, undefined, { revalidate: false });
    if (!accessToken) return;
    try {
      await api.logout({ accessToken, refreshToken });
    } catch {
      // Unreachable or already ended: the local session is gone either way.
    }
  }, [api, session, mutate]);
}

// ── create, update, delete ───────────────────────────────────────────────────────────────

export type SaveResult<E extends AdminEntity> =
  | { ok: true; row: AdminRow<E> }
  /** The form shows `fieldErrors` at their fields. */
  | { ok: false; fieldErrors: AdminFieldErrors };

export type DeleteResult =
  | { status: 'deleted' }
  /** The record has children: ask again, saying what goes with it (`message` is the server's). */
  | { status: 'needs-cascade'; childCounts: AdminChildCounts; message: string }
  | { status: 'failed' };

/** The failure's toast description: the server's first field message, or what went wrong. */
function failureDescription(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/** 401: the session is over and the login page says so; a failure toast would only repeat it. */
const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

function toastFailure(title: string, error: unknown): void {
  if (sessionEnded(error)) return;
  const description = failureDescription(error);
  showToast.error(title, description ? { description } : {});
}

export interface AdminMutations<E extends AdminEntity> {
  /** Creates (`id` null) or replaces a record; toasts the outcome. */
  save(id: number | null, input: AdminInput<E>): Promise<SaveResult<E>>;
  /** Deletes a record; `cascade` after the admin confirmed its children go too. */
  remove(id: number, options?: { cascade?: boolean }): Promise<DeleteResult>;
}

/**
 * Writes with the spec's toasts ('Subject created successfully', 'Failed to create subject' with
 * the server's message), then reads every admin list and the dashboard again: a change to one
 * entity moves counts on others (a subject's chapters, the dashboard's totals).
 */
export function useAdminMutations<E extends AdminEntity>(entity: E): AdminMutations<E> {
  const { api } = useAdminServices();
  const { mutate } = useSWRConfig();
  const ui = uiEntityOf[entity];

  const revalidate = useCallback(() => mutate(isAdminKey), [mutate]);

  const save = useCallback(
    async (id: number | null, input: AdminInput<E>): Promise<SaveResult<E>> => {
      try {
        const row = id === null ? await api.create(entity, input) : await api.update(entity, id, input);
        showToast.success(id === null ? adminFormat.created(ui) : adminFormat.updated(ui));
        void revalidate();
        return { ok: true, row };
      } catch (error) {
        toastFailure(id === null ? adminFormat.createFailed(ui) : adminFormat.updateFailed(ui), error);
        // The record may have changed or gone meanwhile (404): show the lists as they are now.
        if (error instanceof ApiError && error.status === 404) void revalidate();
        return { ok: false, fieldErrors: error instanceof ApiError ? fieldErrorsFromDetails(error.details) : {} };
      }
    },
    [api, entity, ui, revalidate],
  );

  const remove = useCallback(
    async (id: number, options: { cascade?: boolean } = {}): Promise<DeleteResult> => {
      try {
        await api.remove(entity, id, options);
        showToast.success(adminFormat.deleted(ui));
        void revalidate();
        return { status: 'deleted' };
      } catch (error) {
        const counts =
          error instanceof ApiError && error.code === 'HAS_CHILDREN'
            ? adminChildCountsSchema.safeParse(error.details)
            : null;
        if (counts?.success && error instanceof ApiError) {
          return { status: 'needs-cascade', childCounts: counts.data, message: error.message };
        }
        toastFailure(adminFormat.deleteFailed(ui), error);
        if (error instanceof ApiError && error.status === 404) void revalidate();
        return { status: 'failed' };
      }
    },
    [api, entity, ui, revalidate],
  );

  return { save, remove };
}

// ── password ─────────────────────────────────────────────────────────────────────────────

export interface AdminPasswordChange {
  /** Sends the change; toasts the outcome; rejects when it failed, so the form keeps what was typed. */
  changePassword(input: AdminChangePasswordRequest): Promise<void>;
  /** Why the last attempt failed, for the form. */
  error: string | undefined;
}

/** The server's reason when it gave one the admin can act on (wrong password, throttled, offline). */
function passwordFailureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429 || error.status === 0))
    return error.message;
  return adminText.passwordChangeFailed;
}

export function useAdminPasswordChange(): AdminPasswordChange {
  const { api } = useAdminServices();
  const [error, setError] = useState<string>();
  const changePassword = useCallback(
    async (input: AdminChangePasswordRequest) => {
      setError(undefined);
      try {
        await api.changePassword(input);
        showToast.success(adminText.passwordChanged);
      } catch (cause) {
        if (!sessionEnded(cause)) {
          const message = passwordFailureMessage(cause);
          setError(message);
          showToast.error(
            adminText.passwordChangeFailed,
            message === adminText.passwordChangeFailed ? {} : { description: message },
          );
        }
        throw cause;
      }
    },
    [api],
  );
  return { changePassword, error };
}
