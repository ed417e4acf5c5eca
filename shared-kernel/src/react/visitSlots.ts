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

/**
 * How old an answer may be when a part showing it mounts in the browser. The server's pages carry
 * the slots, so they can be booked without scripts, but a page is kept until the catalogue changes
 * while places change with each booking: the browser asks again for what it shows (a slot full
 * meanwhile is refused at the post, which answers the slots still free).
 */
const FRESH_SECONDS = 30;

export function useVisitSlots(propertyId: number | undefined) {
  return visitSlotsApi.useVisitSlotsQuery(propertyId ?? 0, { skip: propertyId === undefined, refetchOnMountOrArgChange: FRESH_SECONDS });
}
