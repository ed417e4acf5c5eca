import type { ExposeRenderRequest, ExposeRenderResult, ServerRenderRequest, ServerRenderResult } from 'shared-kernel/federation';

/**
 * The shell's server bundle, loaded by the api. The async boundary lets the federation
 * runtime negotiate the shared singletons before any of them is imported (else RUNTIME-006).
 */
export async function renderFirstView(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const { renderFirstView: render } = await import('./server/renderFirstView');
  return render(request);
}

/** The deploy gate's server render of remote modules with the contract's props, so a deploy that would break a page is refused. */
export async function renderExposes(request: ExposeRenderRequest): Promise<ExposeRenderResult> {
  const { renderExposes: render } = await import('./server/renderExposes');
  return render(request);
}
