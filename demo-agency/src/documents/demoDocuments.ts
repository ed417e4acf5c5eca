import { AGENCY_FOUNDED, slugify, type Language } from 'shared-kernel';
import { singlePagePdf } from './pdf.js';

/**
 * The documents a Belgian estate agent hands a buyer, named in the site's four languages. The demo
 * agency's document `id` is the `(id - 1) % length`-th of them, so the seed can name a document in
 * its list with the same words as its PDF.
 */
const DOCUMENTS: readonly Record<Language, string>[] = [
  { fr: 'Certificat PEB', nl: 'EPB-certificaat', en: 'Energy performance certificate', de: 'Energieausweis' },
  { fr: 'Attestation du sol', nl: 'Bodemattest', en: 'Soil certificate', de: 'Bodenbescheinigung' },
  { fr: 'Renseignements urbanistiques', nl: 'Stedenbouwkundige inlichtingen', en: 'Planning information', de: 'Städtebauliche Auskünfte' },
  { fr: "Contrôle de l'installation électrique", nl: 'Keuring van de elektrische installatie', en: 'Electrical inspection report', de: 'Prüfung der Elektroinstallation' },
  { fr: 'Extrait cadastral', nl: 'Kadastraal uittreksel', en: 'Land registry extract', de: 'Katasterauszug' },
  { fr: 'Plans du bien', nl: 'Plannen van het pand', en: 'Floor plans', de: 'Grundrisse' },
  { fr: 'Fiche technique', nl: 'Technische fiche', en: 'Technical data sheet', de: 'Technisches Datenblatt' },
  { fr: 'Dossier d’intervention ultérieure', nl: 'Postinterventiedossier', en: 'Post-intervention file', de: 'Dossier für spätere Eingriffe' },
];

export function demoDocumentName(id: number): Record<Language, string> {
  const name = DOCUMENTS[(id - 1) % DOCUMENTS.length];
  if (name === undefined) throw new Error(`Document ids start at 1 (got ${id})`);
  return name;
}

/** A document as the api's document source answers it. */
export interface DemoDocument {
  body: Buffer;
  fileName: string;
  mimeType: 'application/pdf';
}

/** Document `id` of the demo agency, made on request: a page with its name in French and Dutch, Brussels' two languages. */
export async function demoDocument(id: number): Promise<DemoDocument> {
  const name = demoDocumentName(id);
  const body = await singlePagePdf(name.fr, [
    { text: name.fr, size: 22, bold: true },
    { text: name.nl, size: 16, spaceBefore: 24 },
    { text: `Document n° ${id} · Document nr. ${id}`, size: 11, spaceBefore: 36 },
    {
      text: `Document de démonstration de l'agence, active à Bruxelles depuis ${AGENCY_FOUNDED} : il ne décrit aucun bien réel.`,
      size: 11,
      spaceBefore: 24,
    },
    { text: `Demonstratiedocument van het kantoor, actief in Brussel sinds ${AGENCY_FOUNDED}: het beschrijft geen echt pand.`, size: 11 },
  ]);
  return { body, fileName: `${slugify(name.fr)}-${id}.pdf`, mimeType: 'application/pdf' };
}
