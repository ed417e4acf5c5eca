import type { FeedProperty } from 'shared-kernel';

/**
 * The apartment that both CRMs' recorded estates describe (rue de la Brasserie 12, Ixelles, for
 * sale at 395,000), as the feed must have it whichever CRM sent it: the two connectors agree on
 * what an agency sees, whatever each CRM calls its fields.
 */
export const APARTMENT_AS_FED = {
  Goal: 0,
  WebID: 3,
  Marquee: 1,
  PublishPrice: true,
  Price: 395000,
  PublishAddress: true,
  Street: 'Rue de la Brasserie',
  HouseNumber: '12',
  BoxNr: '3',
  Zip: '1050',
  City: 'Ixelles',
  CountryID: 10,
} satisfies Partial<FeedProperty>;
