import { SAVED_SEARCHES_ROUTE } from '../alerts/savedSearchesPage.js';
import { Goal } from '../domain/goal.js';
import type { Language } from '../domain/language.js';
import type { RemoteModuleId, RemoteName } from '../federation/index.js';
import { FAVOURITES_ROUTE } from '../listing/favourites.js';

export const PROPERTY_ROUTE = '/property/{id}/';
export const PROJECT_ROUTE = '/project/{id}/';

/**
 * What a route shows, which says which page component the shell draws for it. `content` is a
 * configured page (its text and modules); `articleList` is one too when the agency configured it,
 * else the list of its articles; `notFound` is the page of any path outside the table.
 */
export type PageKind =
  | 'home'
  | 'list'
  | 'projects'
  | 'favourites'
  | 'savedSearches'
  | 'property'
  | 'project'
  | 'content'
  | 'cookiePolicy'
  | 'articleList'
  | 'article'
  | 'feedback'
  | 'login'
  | 'portal'
  | 'notFound';

/**
 * One route of the site, all that the shell's router, the api's page views, heads, preloads and
 * sitemap, the server render and the harnesses know of it, so a page is described once. Spec §2 "Route table" gives
 * the original path, its path per language and its breadcrumb name per language: `paths` holds only
 * translated paths; a language without one uses `/{lang}{original}` (see localizePath). The French
 * paths and nl names are the spec's; the remaining nl, en and de translations are ours, chosen to
 * read naturally to a native visitor.
 */
export interface RouteEntry {
  original: string;
  paths: Partial<Record<Language, string>>;
  kind: PageKind;
  breadcrumb: Record<Language, string>;
  /** The entry whose breadcrumb comes first (articles under their list page). */
  parent?: string;
  /**
   * The remote modules the page's body shows: their remotes are preloaded with the page, and a
   * server render loads them first, then awaits their loaders (what each part asks is its own).
   */
  parts: readonly RemoteModuleId[];
  /** The part the page is for: rendered without it, the page is not the page asked for. */
  mainPart?: RemoteModuleId;
  /** The owner's login and portal show one visitor's own data: the browser renders them, and no cache holds them. */
  renderOn: 'server' | 'browser';
  /**
   * In the sitemap and open to search engines. Spec §2 keeps some entries private (the
   * testimonials parent, the portal); thank-you pages are reached after a form only; a visitor's
   * favourites are theirs.
   */
  indexed: boolean;
  /**
   * One visitor's own data, opened by a signed link whose secret is in the address: the page is
   * rendered for each request with its whole query, kept by no cache (the api's included), and its
   * address goes on as a referrer only as the origin.
   */
  personal?: true;
  /** A listing page: its `?page=` may point past the last page, which is then no page (a 404). */
  listGoal?: Goal;
}

/** The consent dialog is on every page: its remote is preloaded everywhere. */
const EVERY_PAGE_REMOTE: RemoteName = 'mf_consent';

/** The remotes whose entry scripts a route's head preloads. */
export function remotesOf(entry: Pick<RouteEntry, 'parts'>): RemoteName[] {
  const names = entry.parts.map((id) => id.slice(0, id.indexOf('/')) as RemoteName);
  return [...new Set([...names, EVERY_PAGE_REMOTE])];
}

type EntryInput = Pick<RouteEntry, 'original' | 'paths' | 'breadcrumb'> & Partial<Omit<RouteEntry, 'original' | 'paths' | 'breadcrumb'>>;

/** A configured page of the agency (text and modules, maybe a form): the most common entry. */
function content(input: EntryInput): RouteEntry {
  return { kind: 'content', parts: ['mf_forms/EnquiryForm'], renderOn: 'server', indexed: true, ...input };
}

const THANK_YOU = { en: 'Thank you', nl: 'Bedankt', fr: 'Merci', de: 'Danke' };

function feedback(slug: string, fr: string): RouteEntry {
  return {
    original: `/feedback/${slug}/`,
    paths: { fr: `/fr/merci/${fr}/` },
    kind: 'feedback',
    breadcrumb: THANK_YOU,
    parts: [],
    renderOn: 'server',
    indexed: false,
  };
}

function article(
  parent: string,
  parentPaths: Partial<Record<Language, string>>,
  slug: string,
  breadcrumb: Record<Language, string>,
  indexed = true,
): RouteEntry {
  const paths: Partial<Record<Language, string>> = {};
  for (const [language, parentPath] of Object.entries(parentPaths) as [Language, string][]) {
    paths[language] = `${parentPath}${slug}/`;
  }
  return {
    original: `${parent}${slug}/`,
    paths,
    kind: 'article',
    breadcrumb,
    parent,
    parts: [],
    renderOn: 'server',
    indexed,
  };
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
    kind: 'home',
    breadcrumb: { en: 'Home', nl: 'Home', fr: 'Accueil', de: 'Startseite' },
    parts: ['mf_search/SearchBlock', 'mf_listings/PropertyList'],
    renderOn: 'server',
    indexed: true,
  },
  {
    original: '/for-sale/',
    paths: { fr: '/fr/a-vendre/', nl: '/nl/te-koop/', de: '/de/zu-verkaufen/' },
    kind: 'list',
    breadcrumb: { en: 'For sale', nl: 'Te koop', fr: 'À vendre', de: 'Zu verkaufen' },
    parts: ['mf_listings/PropertyList'],
    mainPart: 'mf_listings/PropertyList',
    renderOn: 'server',
    indexed: true,
    listGoal: Goal.Sale,
  },
  {
    original: '/for-rent/',
    paths: { fr: '/fr/a-louer/', nl: '/nl/te-huur/', de: '/de/zu-vermieten/' },
    kind: 'list',
    breadcrumb: { en: 'For rent', nl: 'Te huur', fr: 'À louer', de: 'Zu vermieten' },
    parts: ['mf_listings/PropertyList'],
    mainPart: 'mf_listings/PropertyList',
    renderOn: 'server',
    indexed: true,
    listGoal: Goal.Rent,
  },
  {
    original: '/projects/',
    paths: { fr: '/fr/projects/', nl: '/nl/projecten/', de: '/de/projekte/' },
    kind: 'projects',
    breadcrumb: { en: 'Projects', nl: 'Projecten', fr: 'Projets', de: 'Projekte' },
    parts: ['mf_listings/ProjectList'],
    mainPart: 'mf_listings/ProjectList',
    renderOn: 'server',
    indexed: true,
  },
  {
    // A visitor's own list: not in the menu or the sitemap, and not indexed.
    original: FAVOURITES_ROUTE,
    paths: { fr: '/fr/favoris/', nl: '/nl/favorieten/', de: '/de/favoriten/' },
    kind: 'favourites',
    breadcrumb: { en: 'Favourites', nl: 'Favorieten', fr: 'Favoris', de: 'Favoriten' },
    parts: ['mf_listings/Favourites'],
    mainPart: 'mf_listings/Favourites',
    renderOn: 'server',
    indexed: false,
  },
  {
    // The page of one's saved searches, linked from every alert mail; its forms post without scripts.
    original: SAVED_SEARCHES_ROUTE,
    paths: { fr: '/fr/mes-recherches/', nl: '/nl/mijn-zoekopdrachten/', de: '/de/meine-suchen/' },
    kind: 'savedSearches',
    breadcrumb: { en: 'My saved searches', nl: 'Mijn zoekopdrachten', fr: 'Mes recherches sauvegardées', de: 'Meine gespeicherten Suchen' },
    parts: ['mf_search/SavedSearches'],
    mainPart: 'mf_search/SavedSearches',
    renderOn: 'server',
    indexed: false,
    personal: true,
  },
  {
    original: PROPERTY_ROUTE,
    // Built from the property's data (propertyPath): French slugs, the original path elsewhere.
    paths: {},
    kind: 'property',
    breadcrumb: { en: 'Property', nl: 'Pand', fr: 'Bien', de: 'Immobilie' },
    parts: ['mf_listings/PropertyDetail'],
    mainPart: 'mf_listings/PropertyDetail',
    renderOn: 'server',
    // Each property is in the sitemap by its own paths, not by this pattern.
    indexed: false,
  },
  {
    original: PROJECT_ROUTE,
    paths: {},
    kind: 'project',
    breadcrumb: { en: 'Project', nl: 'Project', fr: 'Projet', de: 'Projekt' },
    parts: ['mf_listings/ProjectDetail'],
    mainPart: 'mf_listings/ProjectDetail',
    renderOn: 'server',
    indexed: false,
  },
  content({ original: '/contact/', paths: {}, breadcrumb: { en: 'Contact', nl: 'Contact', fr: 'Contact', de: 'Kontakt' } }),
  {
    original: '/services/',
    paths: SERVICES_PATHS,
    kind: 'articleList',
    breadcrumb: { en: 'Services', nl: 'Diensten', fr: 'Services', de: 'Dienstleistungen' },
    parts: ['mf_forms/EnquiryForm'],
    renderOn: 'server',
    indexed: true,
  },
  {
    original: '/our-values/',
    paths: VALUES_PATHS,
    kind: 'articleList',
    breadcrumb: { en: 'Our values', nl: 'Onze waarden', fr: 'Nos valeurs', de: 'Unsere Werte' },
    parts: ['mf_forms/EnquiryForm'],
    renderOn: 'server',
    indexed: true,
  },
  {
    original: '/testimonials/',
    paths: TESTIMONIALS_PATHS,
    kind: 'articleList',
    breadcrumb: { en: 'Testimonials', nl: 'Getuigenissen', fr: 'Témoignages', de: 'Erfahrungsberichte' },
    parts: ['mf_forms/EnquiryForm'],
    renderOn: 'server',
    indexed: false,
  },
  content({
    original: '/demand-register/',
    paths: { fr: '/fr/je-cherche/', nl: '/nl/ik-zoek/', de: '/de/ich-suche/' },
    breadcrumb: { en: "I'm looking for", nl: 'Ik zoek', fr: 'Je cherche', de: 'Ich suche' },
  }),
  content({
    original: '/contact-demand/',
    paths: { fr: '/fr/estimation-gratuite/', nl: '/nl/gratis-schatting/', de: '/de/kostenlose-bewertung/' },
    breadcrumb: { en: 'Free valuation', nl: 'Gratis schatting', fr: 'Estimation gratuite', de: 'Kostenlose Bewertung' },
  }),
  content({
    original: '/about-us/',
    paths: { fr: "/fr/l'agence/", nl: '/nl/over-ons/', de: '/de/uber-uns/' },
    breadcrumb: { en: 'About us', nl: 'Over ons', fr: "L'agence", de: 'Über uns' },
  }),
  content({
    original: '/gestion-locative/',
    paths: {},
    breadcrumb: { en: 'Rental management', nl: 'Huurbeheer', fr: 'Gestion locative', de: 'Mietverwaltung' },
  }),
  content({
    original: '/Privacy/',
    paths: { fr: '/fr/vie-privee/', nl: '/nl/privacy/', de: '/de/datenschutz/' },
    breadcrumb: { en: 'Privacy', nl: 'Privacy', fr: 'Vie privée', de: 'Datenschutz' },
  }),
  content({
    original: '/cookie-policy/',
    paths: { fr: '/fr/politique-cookies/', nl: '/nl/cookiebeleid/', de: '/de/cookie-richtlinie/' },
    kind: 'cookiePolicy',
    breadcrumb: { en: 'Cookie policy', nl: 'Cookiebeleid', fr: 'Politique de cookies', de: 'Cookie-Richtlinie' },
    parts: ['mf_forms/EnquiryForm', 'mf_consent/CookieTable'],
  }),
  content({
    original: '/disclaimer/',
    paths: { fr: '/fr/avertissement/', nl: '/nl/disclaimer/', de: '/de/haftungsausschluss/' },
    breadcrumb: { en: 'Disclaimer', nl: 'Disclaimer', fr: 'Avertissement', de: 'Haftungsausschluss' },
  }),
  {
    original: '/login/',
    paths: {},
    kind: 'login',
    breadcrumb: { en: 'Owner login', nl: 'Aanmelden eigenaar', fr: 'Accès propriétaire', de: 'Eigentümer-Login' },
    parts: ['mf_portal/OwnerLogin'],
    renderOn: 'browser',
    // robots.txt keeps crawlers out; the page is linked from every footer all the same.
    indexed: false,
  },
  {
    // The owner portal: reached after login only, so neither in the sitemap nor in menus.
    original: '/portal/',
    paths: { fr: '/fr/espace-proprietaire/', nl: '/nl/eigenaarsportaal/', de: '/de/eigentuemerportal/' },
    kind: 'portal',
    breadcrumb: { en: 'Owner portal', nl: 'Eigenaarsportaal', fr: 'Espace propriétaire', de: 'Eigentümerportal' },
    parts: ['mf_portal/OwnerPortal'],
    renderOn: 'browser',
    indexed: false,
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

/**
 * The page of a path outside the table: not found, unless a configured page has that path (a
 * child page, `/about-us/jobs/`), which the shell then shows. Its search box helps either way.
 */
export const NOT_FOUND_ROUTE: RouteEntry = {
  original: '',
  paths: {},
  kind: 'notFound',
  breadcrumb: { en: 'Page not found', nl: 'Pagina niet gevonden', fr: 'Page non trouvée', de: 'Seite nicht gefunden' },
  parts: ['mf_search/SearchBox'],
  renderOn: 'server',
  indexed: false,
};
