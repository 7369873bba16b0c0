import type { Server, ServerResponse } from 'node:http';

export interface GracefulCloser {
  /**
   * Stops accepting connections and resolves once every in-flight request has finished, or
   * after `timeoutMs`, when the remaining connections are cut (`forced: true`). Idempotent.
   * `beforeCut` runs first when time is up, for requests that can end themselves cleanly
   * (a stream sending its last event); the connections are cut when it settles.
   */
  close(timeoutMs: number, beforeCut?: () => Promise<void>): Promise<{ forced: boolean }>;
  /** During a close, ends the wait now: as if its time were up. */
  hurry(): void;
}

/** After `beforeCut`, how long the requests it ended get to send their last bytes. */
const LAST_WRITES_MS = 5_000;

/**
 * Prepares `server` for a graceful close. `server.close()` alone drops only the connections
 * idle at that moment: one busy with a request would stay open after its response until the
 * client's keep-alive timer ends it. So during the close, responses not yet started carry
 * `Connection: close` (Node then ends the connection after them), and each finished response
 * drops the connections that became idle (for streams whose headers were already sent).
 * Call before the server receives requests.
 */
export function gracefulCloser(server: Server): GracefulCloser {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  let lastResponse: (() => void) | undefined;

  // Prepended so it runs before the app's listener can send the headers.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (closing) response.setHeader('Connection', 'close');
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (closing) server.closeIdleConnections();
      if (inFlight.size === 0) lastResponse?.();
    });
  });

  let closed: Promise<{ forced: boolean }> | undefined;
  let timeUp: (() => void) | undefined;
  return {
    close(timeoutMs, beforeCut) {
      closed ??= new Promise((resolve, reject) => {
        closing = true;
        for (const response of inFlight) {
          if (!response.headersSent) response.setHeader('Connection', 'close');
        }
        let forced = false;
        let finished = false;
        timeUp = () => {
          clearTimeout(timer);
          if (forced || finished) return;
          forced = true;
          const cut = () => server.closeAllConnections();
          if (!beforeCut) return cut();
          // What those requests wrote last is still on its way out: cut once their responses have
          // ended, or after a bound for a client that stopped reading.
          const bound = setTimeout(cut, LAST_WRITES_MS);
          const settled = () => {
            if (inFlight.size === 0) clearTimeout(bound);
            else lastResponse = () => clearTimeout(bound);
          };
          void beforeCut().then(settled, settled);
        };
        const timer = setTimeout(timeUp, timeoutMs);
        server.close((error) => {
          finished = true;
          clearTimeout(timer);
          if (error) reject(error);
          else resolve({ forced });
        });
      });
      return closed;
    },
    hurry() {
      timeUp?.();
    },
  };
}
