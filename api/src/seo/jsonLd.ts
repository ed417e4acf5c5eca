import {
  AGENCY_FOUNDED,
  isForSale,
  isOffMarket,
  type AgencyContact,
  type ProjectDetailData,
  type PropertyDetail,
} from 'shared-kernel';

/** schema.org's RealEstateAgent, on every page: who the agency is and how to reach it. */
export function agencyJsonLd(agency: AgencyContact, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: agency.name,
    url: `${origin}/`,
    telephone: agency.phone,
    email: agency.email,
    foundingDate: String(AGENCY_FOUNDED),
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.street,
      postalCode: agency.zip,
      addressLocality: agency.city,
      addressCountry: 'BE',
    },
    areaServed: ['Brussels', 'Flanders', 'Wallonia'],
  };
}

/** WebID 1 houses, 2 and 3 flats; the other types are residences only in the broad sense. */
function residenceType(webId: number): 'House' | 'Apartment' | 'Residence' {
  if (webId === 1) return 'House';
  if (webId === 2 || webId === 3) return 'Apartment';
  return 'Residence';
}

const COUNTRY_CODES: Record<number, string> = { 10: 'BE', 50: 'LU' };

/** A property's or project's address, with its street only where the agency publishes it. */
function postalAddress(
  place: { Street: string; HouseNumber: string; Zip: string; City: string; CountryID: number },
  streetPublished: boolean,
): object {
  return {
    '@type': 'PostalAddress',
    ...(streetPublished ? { streetAddress: `${place.Street} ${place.HouseNumber}`.trim() } : {}),
    postalCode: place.Zip.slice(0, 4),
    addressLocality: place.City,
    addressCountry: COUNTRY_CODES[place.CountryID] ?? 'BE',
  };
}

/**
 * schema.org's Offer for a property page: the residence, its address (the street only when the
 * agency publishes it) and the price (only when published; sold and rented are not for sale).
 */
export function offerJsonLd(property: PropertyDetail, title: string, url: string, image?: string): object {
  const available = !isOffMarket(property.Marquee);
  const offer: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    url,
    businessFunction: isForSale(property.Goal) ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut',
    availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    itemOffered: {
      '@type': residenceType(property.WebID),
      name: title,
      ...(image ? { image } : {}),
      ...(property.Bedrooms !== undefined ? { numberOfRooms: property.Bedrooms } : {}),
      ...(property.SurfaceLiving !== undefined
        ? { floorSize: { '@type': 'QuantitativeValue', value: property.SurfaceLiving, unitCode: 'MTK' } }
        : {}),
      address: postalAddress(property, property.PublishAddress),
    },
  };
  if (property.PublishPrice && Number.isFinite(property.Price) && property.Price > 0) {
    offer.price = property.Price;
    offer.priceCurrency = 'EUR';
  }
  return offer;
}

/**
 * schema.org's AggregateOffer for a new-build project: the building (an ApartmentComplex when
 * every unit is a flat or a studio), its address as published, and the price range and number of
 * its units still on the market.
 */
export function projectJsonLd(project: ProjectDetailData, url: string, image?: string): object {
  const onMarket = project.Properties.filter((unit) => !isOffMarket(unit.Marquee));
  const prices = onMarket.filter((unit) => unit.PublishPrice && unit.Price > 0).map((unit) => unit.Price);
  const flatsOnly = project.Properties.length > 0 && project.Properties.every((unit) => residenceType(unit.WebID) === 'Apartment');
  return {
    '@context': 'https://schema.org',
    '@type': 'AggregateOffer',
    url,
    businessFunction: isForSale(project.Goal) ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut',
    offerCount: onMarket.length,
    availability: onMarket.length > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    ...(prices.length > 0 ? { lowPrice: Math.min(...prices), highPrice: Math.max(...prices), priceCurrency: 'EUR' } : {}),
    itemOffered: {
      '@type': flatsOnly ? 'ApartmentComplex' : 'Residence',
      name: project.Name,
      ...(image ? { image } : {}),
      ...(flatsOnly ? { numberOfAccommodationUnits: project.Properties.length } : {}),
      address: postalAddress(project, project.PublicAddress),
    },
  };
}
