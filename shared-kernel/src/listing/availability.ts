import { marqueeState } from '../domain/marquee.js';

/** Spec §4: what a detail page says about whether the property can still be had. */
export type Availability = 'available' | 'sold' | 'rented';

export function availabilityOf(property: { Marquee: number }): Availability {
  const state = marqueeState(property.Marquee);
  return state === 'sold' || state === 'rented' ? state : 'available';
}
