import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session/useSession';
import { returnPathFrom } from './returnPath';
import { SessionLoading } from './SessionLoading';

/**
 * / and /login: signed-in students go on to the dashboard, or back to the page the login guard
 * sent them from (spec §6).
 */
export function PublicOnly() {
  const { status } = useSession();
  const state: unknown = useLocation().state;
  if (status === 'loading') return <SessionLoading />;
  if (status === 'authenticated') return <Navigate to={returnPathFrom(state)} replace />;
  return <Outlet />;
}
