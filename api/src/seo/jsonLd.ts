import { AGENCY_FOUNDED, isForSale, type AgencyContact, type PropertyDetail } from 'shared-kernel';

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

/**
 * schema.org's Offer for a property page: the residence, its address (the street only when the
 * agency publishes it) and the price (only when published; sold and rented are not for sale).
 */
export function offerJsonLd(property: PropertyDetail, title: string, url: string, image?: string): object {
  const available = property.Marquee !== 3 && property.Marquee !== 4;
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
      address: {
        '@type': 'PostalAddress',
        ...(property.PublishAddress ? { streetAddress: `${property.Street} ${property.HouseNumber}`.trim() } : {}),
        postalCode: property.Zip.slice(0, 4),
        addressLocality: property.City,
        addressCountry: COUNTRY_CODES[property.CountryID] ?? 'BE',
      },
    },
  };
  if (property.PublishPrice && Number.isFinite(property.Price) && property.Price > 0) {
    offer.price = property.Price;
    offer.priceCurrency = 'EUR';
  }
  return offer;
}
