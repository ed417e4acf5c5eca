import type { AgencyFeed } from 'shared-kernel';
import { COMMUNES } from './communes.js';
import { Draw } from './draw.js';
import { makeProjects } from './projects.js';
import { IdSequence, makeProperty } from './properties.js';

export interface GenerateOptions {
  seed: number;
  /** Listings of the agency's own stock, besides the project units. */
  properties: number;
}

const COMMUNE_WEIGHTS = COMMUNES.map((commune) => [commune, commune.weight] as const);

/**
 * The demo agency as a back-office feed: the same seed and size always give the same feed.
 * Projects and their units come first, so they are the same whatever the size, and a smaller
 * agency's listings are the first listings of a larger one with the same seed.
 */
export function generateFeed({ seed, properties }: GenerateOptions): AgencyFeed {
  const draw = new Draw(seed);
  const ids = new IdSequence(1001);
  const { projects, units } = makeProjects(draw, ids);
  const stock = Array.from({ length: properties }, () => makeProperty(draw, ids, COMMUNE_WEIGHTS));
  return { projects, properties: [...units, ...stock] };
}
