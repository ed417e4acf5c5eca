import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTE_MODULE_IDS, type ExposeRenderRequest, type ExposeRenderResult, type RecordedApiAnswer, type RemoteModuleId } from 'shared-kernel/federation';
import { AppProviders, baseApi, createAppStore, createEmotionCache, createI18n } from 'shared-kernel/react';
import { CONTRACT_PROPS } from 'shared-kernel/react/contract-props';
import { MemoryRouter } from 'shared-kernel/router';
import { replaceRemotes } from '../federation/discovery';
import { renderToHtml } from './renderToHtml';

function sameQuery(recorded: Record<string, string>, asked: URLSearchParams): boolean {
  const keys = Object.keys(recorded);
  return keys.length === [...new Set(asked.keys())].length && keys.every((key) => asked.get(key) === recorded[key]);
}

/**
 * The api as the check's modules reach it: the recorded answers of the real api, so a component
 * behind a query renders with its data; anything else answers 503 at once, so a module shows what
 * it shows while its data cannot be had, which must not throw either.
 */
function recordedApi(answers: readonly RecordedApiAnswer[]) {
  return {
    baseUrl: 'http://api.recorded/api',
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const found = answers.find((recorded) => recorded.method === request.method && recorded.path === url.pathname && sameQuery(recorded.query, url.searchParams));
      if (!found) return new Response(null, { status: 503 });
      return found.answer === null ? new Response(null, { status: found.status }) : Response.json(found.answer, { status: found.status });
    },
  };
}

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
export async function renderExposes({ remotes, ids, language, answers = [] }: ExposeRenderRequest): Promise<ExposeRenderResult> {
  replaceRemotes(remotes);
  const results: ExposeRenderResult = {};
  for (const id of ids) {
    if (!isContractId(id)) {
      results[id] = 'is not in the contract (RemoteModules)';
      continue;
    }
    const reported = new Set<string>();
    const report = console.error;
    console.error = (...args: unknown[]) => reported.add(args.map(reasonOf).join(' '));
    try {
      const module = await loadRemote<{ default?: unknown }>(id);
      const component = module?.default;
      if (typeof component !== 'function' && typeof component !== 'object') throw new Error('has no default export to render');
      const i18n = await createI18n({ language });
      const store = createAppStore({ apiAccess: recordedApi(answers) });
      const render = () =>
        renderToHtml(
          <AppProviders store={store} i18n={i18n} emotionCache={createEmotionCache()}>
            <MemoryRouter initialEntries={['/']}>
              <RenderedExpose component={component as ComponentType<object>} props={CONTRACT_PROPS[id]} />
            </MemoryRouter>
          </AppProviders>,
          (error) => reported.add(reasonOf(error)),
        );
      await render();
      // A module behind a query rendered its loading state: once more with the answers it asked
      // for, so the part of it that shows the data runs too (where a missing hook throws).
      const asked = store.dispatch(baseApi.util.getRunningQueriesThunk());
      if (asked.length > 0) {
        await Promise.all(asked);
        await render();
      }
      results[id] = reported.size > 0 ? [...reported].join('; ').slice(0, 500) : null;
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
