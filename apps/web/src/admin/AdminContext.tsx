import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { createAdminApi } from './adminApi';
import type { AdminApi } from './adminApi';
import { createAdminSessionStore } from './adminSession';
import type { AdminSessionStore } from './adminSession';

export interface AdminServices {
  session: AdminSessionStore;
  api: AdminApi;
}

let defaultServices: AdminServices | undefined;

/** The app's admin session (window.localStorage) and its API client, made on first use. */
export function getDefaultAdminServices(): AdminServices {
  if (!defaultServices) {
    const session = createAdminSessionStore();
    defaultServices = { session, api: createAdminApi(session) };
  }
  return defaultServices;
}

const AdminContext = createContext<AdminServices | null>(null);

export interface AdminProviderProps {
  /** The admin session; the app's localStorage one by default (stories pass an in-memory one). */
  session?: AdminSessionStore;
  children?: ReactNode;
}

/** Gives the admin pages their session and API client. */
export function AdminProvider({ session, children }: AdminProviderProps) {
  const services = useMemo(
    () => (session ? { session, api: createAdminApi(session) } : getDefaultAdminServices()),
    [session],
  );
  return <AdminContext.Provider value={services}>{children}</AdminContext.Provider>;
}

/** The admin session and API of the nearest AdminProvider, else the app's default ones. */
export function useAdminServices(): AdminServices {
  return useContext(AdminContext) ?? getDefaultAdminServices();
}
