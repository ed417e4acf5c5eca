import { loadConfig, type Config } from './config.js';
import { startApi, type RunningApi } from './start.js';
import { StartupError } from './startupError.js';

// Requests in flight get this long after the listener closed to finish before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;

let config: Config;
let running: RunningApi;
try {
  config = loadConfig();
  running = await startApi(config);
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
    // SIGTERM is how platforms stop a replica in a rolling deploy; Ctrl+C in a terminal stops at once.
    const draining = signal === 'SIGTERM';
    running.app.log.info({ signal, drainMs: draining ? config.shutdownDelayMs : 0 }, 'shutting down');
    setTimeout(() => {
      running.app.log.error('requests still open after the grace period: exiting');
      process.exit(1);
    }, (draining ? config.shutdownDelayMs : 0) + SHUTDOWN_GRACE_MS).unref();
    (draining ? running.drain() : running.close()).then(
      () => process.exit(0),
      (error: unknown) => {
        running.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
