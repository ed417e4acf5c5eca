import * as kernel from './index.js';

describe('the shared-kernel entry point', () => {
  it('exports the public rules and constants', () => {
    const expected = [
      'AGENCY_FOUNDED',
      'LANGUAGES',
      'isLanguage',
      'localizedText',
      'Goal',
      'isForSale',
      'isForRent',
      'Marquee',
      'marqueeState',
      'CountryID',
      'PRICE_UNIT_FROM',
      'regionForPostcode',
      'regionOfProperty',
      'isAbroad',
      'isDwelling',
      'purchaseCostsCase',
      'renovationObligation',
      'formatPrice',
      'formatPhone',
      'formatDate',
      'cleanDescription',
      'decodeHtmlEntities',
      'slugify',
      'epcLabel',
      'epcLabelFromText',
      'epcForProperty',
      'epcImagePath',
      'EPC_BANDS',
      'parseVideoLink',
      'DEFAULT_VIDEO_HOSTS',
      'deviceType',
      'layoutFor',
      'breakpoints',
      'mediaQuery',
      'facadeKind',
      'contactTimeSlots',
      'PROPERTY_TYPES',
      'propertyTypeName',
      'PERSON_TITLES',
      'MODULE_RELATION_TYPES',
      'PAGE_STATUS_PUBLISHED',
      'isPublished',
      'ARTICLE_CATEGORY_KINDS',
    ];
    // arrayContaining: other areas (i18n) add their own exports to the same entry point.
    expect(Object.keys(kernel)).toEqual(expect.arrayContaining(expected));
  });
});
