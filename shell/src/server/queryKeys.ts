import { baseApi, type AppStore } from 'shared-kernel/react';

/** The keys of the queries in the store: RTK Query's own serialization of endpoint and arguments. */
export function queryKeys(store: AppStore): string[] {
  return Object.keys(store.getState()[baseApi.reducerPath].queries);
}
