import { isPublished, MODULE_RELATION_TYPES } from './page.js';

describe('isPublished', () => {
  it('accepts the status Published only', () => {
    expect(isPublished({ status: 'Published' })).toBe(true);
    expect(isPublished({ status: 'published' })).toBe(false);
    expect(isPublished({ status: 'Draft' })).toBe(false);
    expect(isPublished({ status: '' })).toBe(false);
  });
});

describe('MODULE_RELATION_TYPES', () => {
  it('lists the five module relation types of the spec', () => {
    expect(MODULE_RELATION_TYPES).toEqual(['property-list', 'category', 'article', 'contact', 'stats-view']);
  });
});
