import { cityInLanguage, zipWithoutCity } from '../domain/communes.js';
import type { Language } from '../domain/language.js';

export interface AddressSource {
  PublishAddress: boolean;
  Street: string;
  HouseNumber: string;
  BoxNr: string;
  Zip: string;
  City: string;
}

/** How a Belgian address names its box in each language, as bpost writes it. */
const BOX_LABELS: Record<Language, string> = { fr: 'bte', nl: 'bus', en: 'box', de: 'Bfk.' };

/**
 * The address as shown: street, number and box only when the agency publishes the address
 * (spec §3 PublishAddress), then the zip and city. A zip that already names its town
 * ('1050 Ixelles') is not followed by the city again, nor by its name in another language. Given the page's language, a Brussels
 * commune is named in it ('1180 Uccle' on a French page, whichever name the listing carries) and
 * the box in its words ('bus 4' on a Dutch page); without one, as the listing has them, in French.
 */
export function addressLines(address: AddressSource, language?: Language): string[] {
  const boxLabel = BOX_LABELS[language ?? 'fr'];
  const city = language === undefined ? address.City : cityInLanguage(address.City, address.Zip, language);
  const zip = zipWithoutCity(address.Zip, address.City);
  const place = zip.toLowerCase().includes(city.toLowerCase()) ? zip : `${zip} ${city}`.trim();
  if (!address.PublishAddress || address.Street.trim() === '') return [place];
  const street = [address.Street, address.HouseNumber].map((part) => part.trim()).filter(Boolean).join(' ');
  const box = address.BoxNr.trim() ? ` ${boxLabel} ${address.BoxNr.trim()}` : '';
  return [`${street}${box}`, place];
}
