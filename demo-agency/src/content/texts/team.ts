import type { Texts } from './types.js';

export interface TeamMember {
  name: string;
  role: Texts;
  bio: Texts;
}

/** The agency's team (category 4), in the order the about page shows them. */
export const TEAM: readonly TeamMember[] = [
  {
    name: 'Philippe Lambermont',
    role: { fr: 'Administrateur délégué', nl: 'Gedelegeerd bestuurder', en: 'Managing director', de: 'Geschäftsführer' },
    bio: {
      fr: "Fils du fondateur, Philippe a rejoint l'agence en 1992 et la dirige depuis 2005. Il suit personnellement les ventes de biens d'exception et les dossiers de succession.",
      nl: 'Philippe, zoon van de stichter, kwam in 1992 bij het kantoor en leidt het sinds 2005. Hij volgt zelf de verkoop van uitzonderlijke panden en de dossiers van nalatenschappen op.',
      en: "The founder's son, Philippe joined the agency in 1992 and has run it since 2005. He personally handles the sale of exceptional properties and estate settlements.",
      de: 'Philippe, Sohn des Gründers, kam 1992 in die Agentur und leitet sie seit 2005. Er betreut persönlich den Verkauf außergewöhnlicher Immobilien und Nachlassangelegenheiten.',
    },
  },
  {
    name: 'Nathalie Claes',
    role: { fr: 'Responsable des ventes', nl: 'Verantwoordelijke verkoop', en: 'Head of sales', de: 'Leiterin Verkauf' },
    bio: {
      fr: "Nathalie accompagne vendeurs et acheteurs depuis quinze ans. Elle connaît le marché d'Ixelles et d'Etterbeek comme personne et parle français, néerlandais et anglais.",
      nl: 'Nathalie begeleidt al vijftien jaar verkopers en kopers. Ze kent de markt in Elsene en Etterbeek als geen ander en spreekt Frans, Nederlands en Engels.',
      en: 'Nathalie has been guiding sellers and buyers for fifteen years. She knows the Ixelles and Etterbeek market like no one else and speaks French, Dutch and English.',
      de: 'Nathalie begleitet seit fünfzehn Jahren Verkäufer und Käufer. Sie kennt den Markt in Ixelles und Etterbeek wie kaum jemand sonst und spricht Französisch, Niederländisch und Englisch.',
    },
  },
  {
    name: 'Kevin Vermeulen',
    role: { fr: 'Gestionnaire locatif', nl: 'Huurbeheerder', en: 'Property manager', de: 'Mietverwalter' },
    bio: {
      fr: 'Kevin gère plus de deux cents biens loués. Interlocuteur des propriétaires comme des locataires, il veille à ce que chaque demande reçoive une réponse rapide.',
      nl: 'Kevin beheert meer dan tweehonderd verhuurde panden. Als aanspreekpunt voor eigenaars én huurders zorgt hij ervoor dat elke vraag snel beantwoord wordt.',
      en: 'Kevin manages more than two hundred let properties. The contact for owners and tenants alike, he makes sure every request gets a quick answer.',
      de: 'Kevin verwaltet mehr als zweihundert vermietete Immobilien. Als Ansprechpartner für Eigentümer wie Mieter sorgt er dafür, dass jede Anfrage rasch beantwortet wird.',
    },
  },
  {
    name: 'Sarah Benali',
    role: { fr: 'Conseillère location', nl: 'Verhuuradviseur', en: 'Lettings adviser', de: 'Vermietungsberaterin' },
    bio: {
      fr: "Sarah trouve le bon locataire pour chaque bien et le bon logement pour chaque locataire. Elle organise aussi les visites en vidéo pour les candidats qui vivent à l'étranger.",
      nl: 'Sarah vindt de juiste huurder voor elk pand en de juiste woning voor elke huurder. Ze organiseert ook videobezoeken voor kandidaten die in het buitenland wonen.',
      en: 'Sarah finds the right tenant for every property and the right home for every tenant. She also runs video viewings for applicants living abroad.',
      de: 'Sarah findet für jede Immobilie den passenden Mieter und für jeden Mieter die passende Wohnung. Für Interessenten im Ausland organisiert sie auch Video-Besichtigungen.',
    },
  },
  {
    name: 'Laura Schmitz',
    role: {
      fr: 'Accueil et relations propriétaires',
      nl: 'Onthaal en contact met eigenaars',
      en: 'Reception and owner relations',
      de: 'Empfang und Eigentümerbetreuung',
    },
    bio: {
      fr: "Originaire d'Eupen, Laura vous accueille à l'agence en français, en allemand ou en néerlandais. Elle répond aussi à vos questions sur l'espace propriétaire.",
      nl: 'Laura komt uit Eupen en verwelkomt u op kantoor in het Frans, het Duits of het Nederlands. Ze beantwoordt ook uw vragen over de eigenaarsruimte.',
      en: 'Originally from Eupen, Laura welcomes you at the agency in French, German or Dutch. She also answers your questions about the owner area.',
      de: 'Laura stammt aus Eupen und empfängt Sie in der Agentur auf Französisch, Deutsch oder Niederländisch. Sie beantwortet auch Ihre Fragen zum Eigentümerbereich.',
    },
  },
];
