import { performance } from 'node:perf_hooks';
import type { MiddlewareHandler } from 'hono';
import { pino } from 'pino';
import type { DestinationStream, Logger as PinoLogger } from 'pino';
import type { Config } from './config';
import type { AppEnv } from './http/env';

export type Logger = PinoLogger;

/** Structured JSON logs on stdout (or on `destination`, which tests use to read them). */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino({ name: 'study-server', level: config.logLevel, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

/**
 * Logs one line per request: method, path, status, duration and request id, and gives
 * handlers `c.var.logger`, a child logger bound to the request id.
 * Only the path is logged, never the query string: tokens travel in `?token=` on the SSE path.
 * Runs after `requestId()`.
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestLog = logger.child({ reqId: c.var.requestId });
    c.set('logger', requestLog);
    await next();
    // Errors thrown downstream are already turned into c.res by the app's error handler.
    const status = c.res.status;
    const fields = {
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) requestLog.error(fields, 'request failed');
    else requestLog.info(fields, 'request');
  };
}
