import type { AgencyFeed } from 'shared-kernel';
import { COMMUNES } from './communes.js';
import { Draw } from './draw.js';
import { makeProjects } from './projects.js';
import { IdSequence, makeProperty } from './properties.js';
import { demoVisitSlots } from './visitSlots.js';

export interface GenerateOptions {
  seed: number;
  /** Listings of the agency's own stock, besides the project units. */
  properties: number;
  /** Gives the properties visit slots from the day after this moment; none without it. */
  visitSlotsFrom?: Date;
}

const COMMUNE_WEIGHTS = COMMUNES.map((commune) => [commune, commune.weight] as const);

/**
 * The demo agency as a back-office feed: the same seed and size always give the same feed.
 * Projects and their units come first, so they are the same whatever the size, and a smaller
 * agency's listings are the first listings of a larger one with the same seed.
 */
export function generateFeed({ seed, properties, visitSlotsFrom }: GenerateOptions): AgencyFeed {
  const draw = new Draw(seed);
  const ids = new IdSequence(1001);
  const { projects, units } = makeProjects(draw, ids);
  const stock = Array.from({ length: properties }, () => makeProperty(draw, ids, COMMUNE_WEIGHTS));
  const listed = [...units, ...stock];
  if (visitSlotsFrom === undefined) return { projects, properties: listed };
  // A draw of its own, reseeded per property: the listings above are the same with or without slots.
  const slotDraw = new Draw(seed);
  return {
    projects,
    properties: listed.map((property) => {
      slotDraw.reseed(seed * 100_003 + property.ID);
      return { ...property, VisitSlots: demoVisitSlots(slotDraw, property, visitSlotsFrom) };
    }),
  };
}
