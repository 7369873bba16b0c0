import type { RequestIdVariables } from 'hono/request-id';
import type { Role } from '../auth/tokens';
import type { Logger } from '../logger';

export interface AuthContext {
  userId: number;
  role: Role;
  sessionId: number;
}

/** Hono environment of the app: what every handler finds in `c.var`. */
export interface AppEnv {
  Variables: RequestIdVariables & {
    /** Logger bound to the request id (set by `requestLogger`). */
    logger: Logger;
    /** The signed-in account, set by `requireAuth` on protected routes. */
    auth: AuthContext;
  };
}
