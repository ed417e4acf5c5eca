import { attributeSections } from './attributeGroups.js';

describe('attributeSections', () => {
  it('groups the attributes the property has, in the spec order', () => {
    const sections = attributeSections({
      Bedrooms: 3,
      SurfaceLiving: 120,
      Facades: 3,
      Heating: 'gas',
      BuildingPermit: false,
      NotaryFees: 2500,
      ViagerAges: [78, 81],
    });
    expect(sections.map((section) => section.group)).toEqual(['general', 'surfaces', 'rooms', 'energy', 'legal', 'financial', 'viager']);
    expect(sections[0]?.rows).toEqual([{ key: 'Facades', kind: 'facades', value: 3 }]);
    expect(sections[4]?.rows).toEqual([{ key: 'BuildingPermit', kind: 'flag', value: false }]);
  });

  it('shows no row for a missing, empty or unreadable field, and no empty group', () => {
    const sections = attributeSections({
      Bedrooms: 0,
      Bathrooms: Number.NaN,
      Kitchen: '  ',
      ViagerAges: [],
      Facades: Number.POSITIVE_INFINITY,
      FloodZone: undefined,
    });
    expect(sections).toEqual([{ group: 'rooms', rows: [{ key: 'Bedrooms', kind: 'count', value: 0 }] }]);
  });

  it('gives nothing for a property without attributes', () => {
    expect(attributeSections({})).toEqual([]);
  });
});
