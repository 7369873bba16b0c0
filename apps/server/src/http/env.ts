import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from '../logger';

/** Hono environment of the app: what every handler finds in `c.var`. */
export interface AppEnv {
  Variables: RequestIdVariables & {
    /** Logger bound to the request id (set by `requestLogger`). */
    logger: Logger;
  };
}
