import { describeCriteria } from './describeCriteria.js';

describe('describeCriteria', () => {
  it('names the types, the goal, the commune in the reader’s language, the bedrooms and the budget', () => {
    const criteria = { goal: 'buy', propertyTypes: ['3'], zones: ['1050'], bedrooms: 2, budgetMax: 450000 } as const;
    expect(describeCriteria(criteria, 'fr')).toBe('Appartements à vendre à Ixelles, 2 chambres ou plus, jusqu’à €\u00a0450.000');
    expect(describeCriteria(criteria, 'nl')).toBe('Appartementen te koop in Elsene, 2 slaapkamers of meer, tot €\u00a0450.000');
    expect(describeCriteria(criteria, 'en')).toBe('Apartments for sale in Ixelles, 2 bedrooms or more, up to €\u00a0450.000');
    expect(describeCriteria(criteria, 'de')).toBe('Wohnungen zum Kauf in Ixelles, 2 Schlafzimmer oder mehr, bis €\u00a0450.000');
  });

  it('says nothing of what the search leaves open', () => {
    expect(describeCriteria({ goal: 'rent', propertyTypes: [], zones: [] }, 'fr')).toBe('Biens à louer');
    expect(describeCriteria({ goal: 'rent', propertyTypes: [], zones: [], bedrooms: 0 }, 'en')).toBe('Properties for rent');
  });

  it('joins several types and places with "or", regions and a drawn zone included', () => {
    expect(describeCriteria({ goal: 'buy', propertyTypes: ['1', '3'], zones: ['1050', '1180', 'flanders'] }, 'fr')).toBe(
      'Maisons et villas ou appartements à vendre à Ixelles ou Uccle ou en Flandre',
    );
    expect(
      describeCriteria({ goal: 'rent', propertyTypes: ['2'], zones: [], drawnZone: [[4.35, 50.83], [4.37, 50.83], [4.36, 50.84]], bedrooms: 1 }, 'nl'),
    ).toBe('Studio’s te huur in het gebied getekend op de kaart, 1 slaapkamer of meer');
  });

  it('gives a budget between two bounds, or from its lower one', () => {
    expect(describeCriteria({ goal: 'buy', propertyTypes: [], zones: [], budgetMin: 300000, budgetMax: 450000 }, 'de')).toBe(
      'Immobilien zum Kauf, €\u00a0300.000 bis €\u00a0450.000',
    );
    expect(describeCriteria({ goal: 'rent', propertyTypes: ['7'], zones: ['9999'], budgetMin: 100 }, 'en')).toBe(
      'Garages and parking spaces for rent in 9999, from €\u00a0100',
    );
  });
});
