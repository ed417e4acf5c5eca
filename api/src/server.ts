import { loadConfig } from './config.js';
import { startApi, type RunningApi } from './start.js';
import { StartupError } from './startupError.js';

// Requests in flight get this long to finish on SIGTERM before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;

let running: RunningApi;
try {
  running = await startApi(loadConfig());
} catch (error) {
  // A mistake in the environment reads better as its message than as a stack trace.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      running.app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    running.app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      running.app.log.error('requests still open after the grace period: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        running.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
