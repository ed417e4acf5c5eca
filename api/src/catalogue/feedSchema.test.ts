import { generateFeed } from 'demo-agency';
import { feedProjectSchema, feedPropertySchema } from './feedSchema.js';

describe('the feed schema', () => {
  it("accepts every record of the demo agency's feed, as the seed and the importer load it alike", () => {
    const feed = generateFeed({ seed: 1967, properties: 600 });
    for (const property of feed.properties) expect(feedPropertySchema.safeParse(property).error).toBeUndefined();
    for (const project of feed.projects) expect(feedProjectSchema.safeParse(project).error).toBeUndefined();
  });
});
