import { createRequire } from 'node:module';
import type { MessagePort } from 'node:worker_threads';
import { workerData } from 'piscina';
import type { ServerRenderRequest, ServerRenderResult, ShellServerModule } from 'shared-kernel/federation';
import { fetchThrough } from './renderChannel.js';

/**
 * A thread of one shell release's render pool: it loads that release's server bundle once, with
 * its own federation runtime, and renders one page at a time (the pool gives it no second task
 * meanwhile), so switching the remotes it renders with never meets a render in progress.
 */
const shell = createRequire(import.meta.url)((workerData as { bundlePath: string }).bundlePath) as ShellServerModule;

export interface RenderTask {
  request: Omit<ServerRenderRequest, 'fetch'>;
  /** Where the render's requests to the api go (see renderChannel). */
  port: MessagePort;
}

/** Renders a page; `null` asks only whether the thread has loaded its bundle (see FirstViewRenderer.start). */
export default async function render(task: RenderTask | null): Promise<ServerRenderResult | null> {
  if (task === null) return null;
  const { request, port } = task;
  try {
    return await shell.renderFirstView({ ...request, fetch: fetchThrough(port) });
  } finally {
    port.close();
  }
}
