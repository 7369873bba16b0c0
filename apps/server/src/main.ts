import { ConfigError, loadConfig } from './config';
import type { Config } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

// Entry point of `npm start` / `npm run dev`. Everything testable lives in server.ts.

function readConfig(): Config | undefined {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One clear line for a human fixing their environment; a stack would only hide it.
    console.error(`Configuration error: ${error.message}`);
    return undefined;
  }
}

async function main(config: Config): Promise<void> {
  const logger = createLogger(config);
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

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal during shutdown: exiting now');
      process.exit(1);
    }
    stopping = true;
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
