import type { Server, ServerResponse } from 'node:http';

export interface GracefulCloser {
  /**
   * Stops accepting connections and resolves once every in-flight request has finished, or
   * after `timeoutMs`, when the remaining connections are cut (`forced: true`). Idempotent.
   */
  close(timeoutMs: number): Promise<{ forced: boolean }>;
}

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

  // Prepended so it runs before the app's listener can send the headers.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (closing) response.setHeader('Connection', 'close');
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (closing) server.closeIdleConnections();
    });
  });

  let closed: Promise<{ forced: boolean }> | undefined;
  return {
    close(timeoutMs) {
      closed ??= new Promise((resolve, reject) => {
        closing = true;
        for (const response of inFlight) {
          if (!response.headersSent) response.setHeader('Connection', 'close');
        }
        let forced = false;
        const timer = setTimeout(() => {
          forced = true;
          server.closeAllConnections();
        }, timeoutMs);
        server.close((error) => {
          clearTimeout(timer);
          if (error) reject(error);
          else resolve({ forced });
        });
      });
      return closed;
    },
  };
}
