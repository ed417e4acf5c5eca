import { createRequire } from 'node:module';
import { text } from 'node:stream/consumers';
import type { ExposeRenderRequest, ShellServerModule } from 'shared-kernel/federation';

/**
 * The deploy gate's render check, in a process of its own (deployGate.ts renderProblems): reads
 * `{ shellBundle, request }` on stdin, answers one `RESULT <json>` line, and exits whatever the
 * remotes left running (timers, sockets of the federation runtime).
 */
const { shellBundle, request } = JSON.parse(await text(process.stdin)) as { shellBundle: string; request: ExposeRenderRequest };
const shell = createRequire(import.meta.url)(shellBundle) as ShellServerModule;
const result = shell.renderExposes ? await shell.renderExposes(request) : { unsupported: true };
process.stdout.write(`RESULT ${JSON.stringify(result)}\n`, () => process.exit(0));
