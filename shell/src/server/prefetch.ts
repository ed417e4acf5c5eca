import type { DataNeed } from 'shared-kernel/routing';
import { baseApi, type AppStore } from 'shared-kernel/react';

interface QueryResult {
  data?: unknown;
}

/** An endpoint as the kernel's descriptor names it: any endpoint of the one api, injected by whoever owns it. */
type NamedEndpoint = { initiate(args: unknown): Parameters<AppStore['dispatch']>[0] };

/**
 * Asks the api everything a route's descriptor names, and what depends on the answers, as the
 * components will (same endpoint, same arguments, so the render finds them in the cache). An
 * endpoint no module has injected belongs to a remote that could not load: its slot shows the
 * fallback, which needs no data.
 */
export async function prefetch(store: AppStore, needs: readonly DataNeed[]): Promise<void> {
  const endpoints = baseApi.endpoints as unknown as Partial<Record<string, NamedEndpoint>>;
  await Promise.all(
    needs.map(async ({ endpoint, args, then }) => {
      const named = endpoints[endpoint];
      if (!named) return;
      const result = (await store.dispatch(named.initiate(args))) as QueryResult;
      if (then && result.data !== undefined) await prefetch(store, then(result.data));
    }),
  );
}

/** The keys of the queries in the store: RTK Query's own serialization of endpoint and arguments. */
export function queryKeys(store: AppStore): string[] {
  return Object.keys(store.getState()[baseApi.reducerPath].queries);
}
