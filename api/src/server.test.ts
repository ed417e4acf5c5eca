import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyPGliteTemplate } from './test/databases.js';
import { waitFor } from './test/waitFor.js';

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The real entry point in its own process, as `npm run dev` starts it (TypeScript through tsx). */
function runServer(env: Record<string, string>, onStdout?: (text: string) => void) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    onStdout?.(stdout);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<Exit>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return { child, exited };
}

describe('server.ts', () => {
  it('explains a bad configuration in one message and exits, without a stack trace', async () => {
    const { exited } = runServer({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    const { code, stderr, stdout } = await exited;
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(
      [
        'Invalid configuration:',
        '  - PORT must be a whole number from 0 to 65535 (got "eighty")',
        '  - LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      ].join('\n'),
    );
  });

  it('serves, then stops cleanly on SIGTERM', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'api-server-'));
    try {
      await copyPGliteTemplate(path.join(root, 'data', 'pglite'));
      let listening: (url: string) => void = () => {};
      const address = new Promise<string>((resolve) => {
        listening = resolve;
      });
      const { child, exited } = runServer(
        { PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(root, 'data'), STATIC_ROOT: root, LOG_LEVEL: 'info' },
        (stdout) => {
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
          if (match?.[1]) listening(match[1]);
        },
      );
      const url = await Promise.race([address, exited.then(({ stderr }) => Promise.reject(new Error(stderr)))]);
      // It answers "starting" while it warms up its page rendering, longer on a busy machine.
      let health: unknown;
      await waitFor(async () => {
        health = await (await fetch(`${url}/api/health`)).json();
        return (health as { status?: string }).status !== 'starting';
      }, 20_000);
      expect(health).toEqual({ status: 'ok', database: 'pglite' });

      child.kill('SIGTERM');
      const { code, stdout } = await exited;
      expect(code).toBe(0);
      const messages = stdout
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages).toEqual(expect.arrayContaining(['request completed', 'shutting down']));
      // The database was closed, not abandoned: its directory is free for the next start.
      expect(existsSync(path.join(root, 'data', 'pglite.lock'))).toBe(false);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 60_000);
});
