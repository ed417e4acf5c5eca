import type { Language } from './language.js';

/**
 * The bilingual communes of the Brussels-Capital Region (Brussels City's Laeken, Neder-Over-Heembeek
 * and Haren have postcodes of their own), by postcode: one place with a French and a Dutch name.
 * Back offices write either name ('Ixelles', 'Elsene'); a visitor reads the one of the page's
 * language. English and German pages use the French names, as English and German speakers in
 * Brussels mostly do.
 */
export const BRUSSELS_COMMUNES: Readonly<Record<string, { fr: string; nl: string }>> = {
  '1000': { fr: 'Bruxelles', nl: 'Brussel' },
  '1020': { fr: 'Laeken', nl: 'Laken' },
  '1120': { fr: 'Neder-Over-Heembeek', nl: 'Neder-Over-Heembeek' },
  '1130': { fr: 'Haren', nl: 'Haren' },
  '1030': { fr: 'Schaerbeek', nl: 'Schaarbeek' },
  '1040': { fr: 'Etterbeek', nl: 'Etterbeek' },
  '1050': { fr: 'Ixelles', nl: 'Elsene' },
  '1060': { fr: 'Saint-Gilles', nl: 'Sint-Gillis' },
  '1070': { fr: 'Anderlecht', nl: 'Anderlecht' },
  '1080': { fr: 'Molenbeek-Saint-Jean', nl: 'Sint-Jans-Molenbeek' },
  '1081': { fr: 'Koekelberg', nl: 'Koekelberg' },
  '1082': { fr: 'Berchem-Sainte-Agathe', nl: 'Sint-Agatha-Berchem' },
  '1083': { fr: 'Ganshoren', nl: 'Ganshoren' },
  '1090': { fr: 'Jette', nl: 'Jette' },
  '1140': { fr: 'Evere', nl: 'Evere' },
  '1150': { fr: 'Woluwe-Saint-Pierre', nl: 'Sint-Pieters-Woluwe' },
  '1160': { fr: 'Auderghem', nl: 'Oudergem' },
  '1170': { fr: 'Watermael-Boitsfort', nl: 'Watermaal-Bosvoorde' },
  '1180': { fr: 'Uccle', nl: 'Ukkel' },
  '1190': { fr: 'Forest', nl: 'Vorst' },
  '1200': { fr: 'Woluwe-Saint-Lambert', nl: 'Sint-Lambrechts-Woluwe' },
  '1210': { fr: 'Saint-Josse-ten-Noode', nl: 'Sint-Joost-ten-Node' },
};

/**
 * A listing's city as the page's language names it: 'Ukkel' on a French page reads 'Uccle'. A city
 * outside the region, or a name the table does not know for the postcode, is left as written.
 */
export function cityInLanguage(city: string, zip: string, language: Language): string {
  const commune = BRUSSELS_COMMUNES[zip.trim().slice(0, 4)];
  if (commune === undefined) return city;
  const written = city.trim().toLowerCase();
  if (written !== commune.fr.toLowerCase() && written !== commune.nl.toLowerCase()) return city;
  return language === 'nl' ? commune.nl : commune.fr;
}
