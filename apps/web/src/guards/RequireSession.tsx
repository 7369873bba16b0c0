import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session/useSession';
import { loginRedirectState } from './returnPath';
import { SessionLoading } from './SessionLoading';

/**
 * Login-required routes (spec §6): visitors go to /login, remembering where they were going.
 * A session that ends here (logout, failed refresh, another tab) lands on /login too, but with
 * nothing to return to: the next login starts on the dashboard, as spec §2 says.
 */
export function RequireSession() {
  const { status } = useSession();
  const { pathname, search, hash } = useLocation();
  // State, not a ref: it decides what renders. Set during render, the way React derives state from props.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (status === 'loading') return <SessionLoading />;
  if (status === 'anonymous') {
    const state = wasSignedIn ? undefined : loginRedirectState(pathname, search, hash);
    return <Navigate to="/login" replace state={state} />;
  }
  if (!wasSignedIn) setWasSignedIn(true);
  return <Outlet />;
}
