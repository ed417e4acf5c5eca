import { useSyncExternalStore } from 'react';
import type { VisitSlot } from '../listing/visitSlots.js';
import { baseApi } from './store.js';

/**
 * The next open visit slots of a property. The detail page (mf-listings) and the visit form
 * (mf-forms) share the answer; a booking refused because the slot filled up asks again.
 */
export const visitSlotsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    visitSlots: build.query<VisitSlot[], number>({
      query: (propertyId) => ({ url: `/properties/${propertyId}/visit-slots` }),
      transformResponse: (answer: { slots: VisitSlot[] }) => answer.slots,
      keepUnusedDataFor: 60,
    }),
  }),
});

const noSubscription = () => () => {};

/**
 * The slots, asked in the browser only: places change with every booking, and the server's cached
 * pages would show yesterday's. Nothing is shown before hydration, so a page never offers a full slot.
 */
export function useVisitSlots(propertyId: number | undefined) {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  return visitSlotsApi.useVisitSlotsQuery(propertyId ?? 0, { skip: !inBrowser || propertyId === undefined });
}
