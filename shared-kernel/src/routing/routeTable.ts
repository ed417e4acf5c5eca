import type { Language } from '../domain/language.js';

export type RouteType = 'page' | 'feedback' | 'article' | 'login' | 'property' | 'project';

/**
 * Spec §2 "Route table": an original path, its path per language, its type and its breadcrumb
 * name per language. `paths` holds only translated paths; a language without one uses
 * `/{lang}{original}` (see localizePath). The French paths and nl names are the spec's; the
 * remaining nl, en and de translations are ours, chosen to read naturally to a native visitor.
 */
export interface RouteEntry {
  original: string;
  paths: Partial<Record<Language, string>>;
  type: RouteType;
  breadcrumb: Record<Language, string>;
  /** Spec §2 flags some entries not public (the testimonials parent): no menu, no sitemap. */
  public: boolean;
  /** The entry whose breadcrumb comes first (articles under their list page). */
  parent?: string;
  /** Spec §2: a project may live on its own site. */
  externalUrl?: string;
}

const THANK_YOU = { en: 'Thank you', nl: 'Bedankt', fr: 'Merci', de: 'Danke' };

function feedback(slug: string, fr: string): RouteEntry {
  return {
    original: `/feedback/${slug}/`,
    paths: { fr: `/fr/merci/${fr}/` },
    type: 'feedback',
    breadcrumb: THANK_YOU,
    public: true,
  };
}

function article(
  parent: string,
  parentPaths: Partial<Record<Language, string>>,
  slug: string,
  breadcrumb: Record<Language, string>,
  isPublic = true,
): RouteEntry {
  const paths: Partial<Record<Language, string>> = {};
  for (const [language, parentPath] of Object.entries(parentPaths) as [Language, string][]) {
    paths[language] = `${parentPath}${slug}/`;
  }
  return { original: `${parent}${slug}/`, paths, type: 'article', breadcrumb, public: isPublic, parent };
}

const SERVICES_PATHS = { fr: '/fr/les-services/', nl: '/nl/diensten/', de: '/de/dienstleistungen/' };
const VALUES_PATHS = { fr: '/fr/nos-valeurs/', nl: '/nl/onze-waarden/', de: '/de/unsere-werte/' };
const TESTIMONIALS_PATHS = { fr: '/fr/temoignages/', nl: '/nl/getuigenissen/', de: '/de/erfahrungsberichte/' };

/** The seven service articles of spec §2 with their breadcrumb names. */
export const SERVICE_SLUGS = [
  ['accueil-en-agence', { en: 'Welcome at the agency', nl: 'Onthaal in het kantoor', fr: 'Accueil en agence', de: 'Empfang in der Agentur' }],
  ['vente', { en: 'Selling', nl: 'Verkoop', fr: 'Vente', de: 'Verkauf' }],
  ['location', { en: 'Letting', nl: 'Verhuur', fr: 'Location', de: 'Vermietung' }],
  ['estimation-gratuite', { en: 'Free valuation', nl: 'Gratis schatting', fr: 'Estimation gratuite', de: 'Kostenlose Bewertung' }],
  [
    'photo-reportage-professionnel--360°',
    { en: 'Professional photos & 360°', nl: 'Professionele foto’s & 360°', fr: 'Photo-reportage professionnel & 360°', de: 'Professionelle Fotos & 360°' },
  ],
  [
    'visibilite-accrue-de-votre-bien',
    { en: 'More visibility for your property', nl: 'Meer zichtbaarheid voor uw pand', fr: 'Visibilité accrue de votre bien', de: 'Mehr Sichtbarkeit für Ihre Immobilie' },
  ],
  ['gestion-locative', { en: 'Rental management', nl: 'Huurbeheer', fr: 'Gestion locative', de: 'Mietverwaltung' }],
] as const satisfies readonly (readonly [string, Record<Language, string>])[];

/** The five values of spec §2. */
export const VALUE_SLUGS = [
  ['ecoute-et-conseils', { en: 'Listening and advice', nl: 'Luisteren en advies', fr: 'Écoute et conseils', de: 'Zuhören und Beratung' }],
  ['action-et-dynamisme', { en: 'Action and energy', nl: 'Actie en dynamiek', fr: 'Action et dynamisme', de: 'Tatkraft und Dynamik' }],
  ['suivi-et-attention', { en: 'Follow-up and care', nl: 'Opvolging en aandacht', fr: 'Suivi et attention', de: 'Betreuung und Aufmerksamkeit' }],
  [
    'proximite-et-disponibilite',
    { en: 'Close by and available', nl: 'Nabijheid en beschikbaarheid', fr: 'Proximité et disponibilité', de: 'Nähe und Erreichbarkeit' },
  ],
  ['transparence-et-ethique', { en: 'Transparency and ethics', nl: 'Transparantie en ethiek', fr: 'Transparence et éthique', de: 'Transparenz und Ethik' }],
] as const satisfies readonly (readonly [string, Record<Language, string>])[];

/** Spec §2 lists five testimonials without their slugs; these name the demo agency's five. */
export const TESTIMONIAL_SLUGS = [
  ['famille-peeters', { en: 'The Peeters family', nl: 'Familie Peeters', fr: 'La famille Peeters', de: 'Familie Peeters' }],
  ['claire-et-thomas', { en: 'Claire and Thomas', nl: 'Claire en Thomas', fr: 'Claire et Thomas', de: 'Claire und Thomas' }],
  ['marc-investisseur', { en: 'Marc, investor', nl: 'Marc, investeerder', fr: 'Marc, investisseur', de: 'Marc, Investor' }],
  ['ines-expatriee', { en: 'Inès, expatriate', nl: 'Inès, expat', fr: 'Inès, expatriée', de: 'Inès, Expat' }],
  ['jan-proprietaire', { en: 'Jan, landlord', nl: 'Jan, verhuurder', fr: 'Jan, propriétaire-bailleur', de: 'Jan, Vermieter' }],
] as const satisfies readonly (readonly [string, Record<Language, string>])[];

export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    original: '/',
    paths: {},
    type: 'page',
    breadcrumb: { en: 'Home', nl: 'Home', fr: 'Accueil', de: 'Startseite' },
    public: true,
  },
  {
    original: '/for-sale/',
    paths: { fr: '/fr/a-vendre/', nl: '/nl/te-koop/', de: '/de/zu-verkaufen/' },
    type: 'page',
    breadcrumb: { en: 'For sale', nl: 'Te koop', fr: 'À vendre', de: 'Zu verkaufen' },
    public: true,
  },
  {
    original: '/for-rent/',
    paths: { fr: '/fr/a-louer/', nl: '/nl/te-huur/', de: '/de/zu-vermieten/' },
    type: 'page',
    breadcrumb: { en: 'For rent', nl: 'Te huur', fr: 'À louer', de: 'Zu vermieten' },
    public: true,
  },
  {
    original: '/projects/',
    paths: { fr: '/fr/projects/', nl: '/nl/projecten/', de: '/de/projekte/' },
    type: 'page',
    breadcrumb: { en: 'Projects', nl: 'Projecten', fr: 'Projets', de: 'Projekte' },
    public: true,
  },
  {
    // A visitor's own list (issue 18): not in the menu or the sitemap, and not indexed.
    original: '/favourites/',
    paths: { fr: '/fr/favoris/', nl: '/nl/favorieten/', de: '/de/favoriten/' },
    type: 'page',
    breadcrumb: { en: 'Favourites', nl: 'Favorieten', fr: 'Favoris', de: 'Favoriten' },
    public: false,
  },
  {
    original: '/contact/',
    paths: {},
    type: 'page',
    breadcrumb: { en: 'Contact', nl: 'Contact', fr: 'Contact', de: 'Kontakt' },
    public: true,
  },
  {
    original: '/services/',
    paths: SERVICES_PATHS,
    type: 'page',
    breadcrumb: { en: 'Services', nl: 'Diensten', fr: 'Services', de: 'Dienstleistungen' },
    public: true,
  },
  {
    original: '/our-values/',
    paths: VALUES_PATHS,
    type: 'page',
    breadcrumb: { en: 'Our values', nl: 'Onze waarden', fr: 'Nos valeurs', de: 'Unsere Werte' },
    public: true,
  },
  {
    original: '/testimonials/',
    paths: TESTIMONIALS_PATHS,
    type: 'page',
    breadcrumb: { en: 'Testimonials', nl: 'Getuigenissen', fr: 'Témoignages', de: 'Erfahrungsberichte' },
    public: false,
  },
  {
    original: '/demand-register/',
    paths: { fr: '/fr/je-cherche/', nl: '/nl/ik-zoek/', de: '/de/ich-suche/' },
    type: 'page',
    breadcrumb: { en: "I'm looking for", nl: 'Ik zoek', fr: 'Je cherche', de: 'Ich suche' },
    public: true,
  },
  {
    original: '/contact-demand/',
    paths: { fr: '/fr/estimation-gratuite/', nl: '/nl/gratis-schatting/', de: '/de/kostenlose-bewertung/' },
    type: 'page',
    breadcrumb: { en: 'Free valuation', nl: 'Gratis schatting', fr: 'Estimation gratuite', de: 'Kostenlose Bewertung' },
    public: true,
  },
  {
    original: '/about-us/',
    paths: { fr: "/fr/l'agence/", nl: '/nl/over-ons/', de: '/de/uber-uns/' },
    type: 'page',
    breadcrumb: { en: 'About us', nl: 'Over ons', fr: "L'agence", de: 'Über uns' },
    public: true,
  },
  {
    original: '/gestion-locative/',
    paths: {},
    type: 'page',
    breadcrumb: { en: 'Rental management', nl: 'Huurbeheer', fr: 'Gestion locative', de: 'Mietverwaltung' },
    public: true,
  },
  {
    original: '/Privacy/',
    paths: { fr: '/fr/vie-privee/', nl: '/nl/privacy/', de: '/de/datenschutz/' },
    type: 'page',
    breadcrumb: { en: 'Privacy', nl: 'Privacy', fr: 'Vie privée', de: 'Datenschutz' },
    public: true,
  },
  {
    original: '/cookie-policy/',
    paths: { fr: '/fr/politique-cookies/', nl: '/nl/cookiebeleid/', de: '/de/cookie-richtlinie/' },
    type: 'page',
    breadcrumb: { en: 'Cookie policy', nl: 'Cookiebeleid', fr: 'Politique de cookies', de: 'Cookie-Richtlinie' },
    public: true,
  },
  {
    original: '/disclaimer/',
    paths: { fr: '/fr/avertissement/', nl: '/nl/disclaimer/', de: '/de/haftungsausschluss/' },
    type: 'page',
    breadcrumb: { en: 'Disclaimer', nl: 'Disclaimer', fr: 'Avertissement', de: 'Haftungsausschluss' },
    public: true,
  },
  {
    original: '/login/',
    paths: {},
    type: 'login',
    breadcrumb: { en: 'Owner login', nl: 'Aanmelden eigenaar', fr: 'Accès propriétaire', de: 'Eigentümer-Login' },
    public: true,
  },
  {
    // The owner portal: reached after login only, so neither public nor in the sitemap or menus.
    original: '/portal/',
    paths: { fr: '/fr/espace-proprietaire/', nl: '/nl/eigenaarsportaal/', de: '/de/eigentuemerportal/' },
    type: 'login',
    breadcrumb: { en: 'Owner portal', nl: 'Eigenaarsportaal', fr: 'Espace propriétaire', de: 'Eigentümerportal' },
    public: false,
  },
  feedback('contact-me', 'contactez-moi'),
  feedback('contact-appointment', 'rendez-vous'),
  feedback('contact-construction', 'construction'),
  feedback('contact-demand', 'estimation-gratuite'),
  feedback('demand-register', 'recherche'),
  feedback('send-to-friend', 'envoyer-a-un-ami'),
  feedback('site-contact', 'contact'),
  feedback('sign-newsletter', 'newsletter'),
  feedback('testing-testing', 'test'),
  ...SERVICE_SLUGS.map(([slug, names]) => article('/services/', SERVICES_PATHS, slug, names)),
  ...VALUE_SLUGS.map(([slug, names]) => article('/our-values/', VALUES_PATHS, slug, names)),
  ...TESTIMONIAL_SLUGS.map(([slug, names]) => article('/testimonials/', TESTIMONIALS_PATHS, slug, names, false)),
];
