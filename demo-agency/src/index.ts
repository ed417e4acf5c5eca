import { generateFeed } from './catalogue/generateFeed.js';
import { generateHistory } from './catalogue/history.js';
import { ARTICLES, CATEGORIES } from './content/articles.js';
import { DEMO_OWNERS, daysSinceReference, generatePortalHistory, shiftPortalHistory } from './content/owners.js';
import { PAGES } from './content/pages.js';
import { DEMO_SETTINGS } from './content/settings.js';
import { demoDocument } from './documents/demoDocuments.js';
import { drawingFor } from './images/drawings.js';

/**
 * The demo agency behind the api's three seams (api/src/seeding/sources.ts): what a first start
 * seeds, the drawing of a photo never uploaded, the PDF behind a document link.
 */
export const demoAgency = {
  seed: {
    feed: generateFeed,
    history: generateHistory,
    settings: DEMO_SETTINGS,
    pages: PAGES,
    categories: CATEGORIES,
    articles: ARTICLES,
    owners: DEMO_OWNERS,
    // The history is generated around a fixed day, then moved so that it ends on the day of the seeding.
    portalHistory: (seed: number, candidates: Parameters<typeof generatePortalHistory>[1], today: Date) =>
      shiftPortalHistory(generatePortalHistory(seed, candidates), daysSinceReference(today)),
  },
  images: { drawing: drawingFor },
  documents: { document: demoDocument },
};

// What the api's tests build their databases and expectations from.
export { generateFeed } from './catalogue/generateFeed.js';
export { isoDay } from './catalogue/properties.js';
export { ARTICLES } from './content/articles.js';
export { DEMO_OWNERS, VIEW_WINDOW, daysSinceReference } from './content/owners.js';
export { PAGES } from './content/pages.js';
export { DEMO_SETTINGS } from './content/settings.js';
