import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTE_MODULE_IDS, type ExposeRenderRequest, type ExposeRenderResult, type RemoteModuleId } from 'shared-kernel/federation';
import { AppProviders, createAppStore, createEmotionCache, createI18n } from 'shared-kernel/react';
import { CONTRACT_PROPS } from 'shared-kernel/react/contract-props';
import { MemoryRouter } from 'shared-kernel/router';
import { replaceRemotes } from '../federation/discovery';
import { renderToHtml } from './renderToHtml';

/**
 * The check renders without the site's data: every api call answers 503 at once, so a module shows
 * what it shows while its data cannot be had, which must not throw either.
 */
const NO_API = { baseUrl: 'http://api.unavailable/api', fetch: async () => new Response(null, { status: 503 }) };

function isContractId(id: string): id is RemoteModuleId {
  return (REMOTE_MODULE_IDS as readonly string[]).includes(id);
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Loads each module from the given server containers, as a page's render would, and renders it
 * with the props the contract promises under this shell's providers. Run by the deploy gate in a
 * process of its own (a federation instance that serves no visitor), so what it registers, and a
 * module that throws, touch nothing live. A module that renders but makes React report an error
 * counts as failed too: the browser would replace it.
 */
export async function renderExposes({ remotes, ids, language }: ExposeRenderRequest): Promise<ExposeRenderResult> {
  replaceRemotes(remotes);
  const results: ExposeRenderResult = {};
  for (const id of ids) {
    if (!isContractId(id)) {
      results[id] = 'is not in the contract (RemoteModules)';
      continue;
    }
    const reported: string[] = [];
    const report = console.error;
    console.error = (...args: unknown[]) => reported.push(args.map(reasonOf).join(' '));
    try {
      const module = await loadRemote<{ default?: unknown }>(id);
      const component = module?.default;
      if (typeof component !== 'function' && typeof component !== 'object') throw new Error('has no default export to render');
      const i18n = await createI18n({ language });
      await renderToHtml(
        <AppProviders store={createAppStore({ apiAccess: NO_API })} i18n={i18n} emotionCache={createEmotionCache()}>
          <MemoryRouter initialEntries={['/']}>
            <RenderedExpose component={component as ComponentType<object>} props={CONTRACT_PROPS[id]} />
          </MemoryRouter>
        </AppProviders>,
        (error) => reported.push(reasonOf(error)),
      );
      results[id] = reported.length > 0 ? reported.join('; ').slice(0, 500) : null;
    } catch (error) {
      results[id] = reasonOf(error).slice(0, 500);
    } finally {
      console.error = report;
    }
  }
  return results;
}

function RenderedExpose({ component: Component, props }: { component: ComponentType<object>; props: object }) {
  return <Component {...props} />;
}
