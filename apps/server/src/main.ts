import { readConfig } from './config';
import type { Config } from './config';
import { createLogger } from './logger';
import { startServer } from './server';
import { safetyModel, warmSafetyModel } from './tutor/safety/statistical';

// Entry point of `npm start` / `npm run dev`. Everything testable lives in server.ts.

async function main(config: Config): Promise<void> {
  const logger = createLogger(config);
  // The safety check's statistical model trains in slices while the server starts (the first safety
  // check awaits it). Here rather than in startServer, so test servers that never chat do not pay it.
  void warmSafetyModel().then(() =>
    logger.info({ durationMs: Math.round(safetyModel().durationMs) }, 'safety model ready'),
  );
  const server = await startServer(config, { logger }).catch((error: unknown) => {
    logger.fatal({ err: error }, 'server failed to start');
    console.error(`Study platform could not start: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  if (!server) {
    process.exitCode = 1;
    return;
  }
  console.log(`Study platform running at ${server.url}`);

  let signals = 0;
  const stop = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals === 2) {
      // Open tutor replies still end cleanly (stored, question given back) within seconds.
      logger.warn({ signal }, 'second signal during shutdown: stopping now');
      void server.stopNow();
      return;
    }
    if (signals > 2) {
      logger.warn({ signal }, 'third signal during shutdown: exiting now');
      process.exit(1);
    }
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const config = readConfig();
if (config) await main(config);
else process.exitCode = 1;
