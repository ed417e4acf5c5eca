import {
  LANGUAGES,
  PAGE_STATUS_PUBLISHED,
  ROUTE_TABLE,
  localizePath,
  type Language,
  type LocalizedText,
  type ModuleRelation,
  type PageModule,
  type SeedPage,
} from 'shared-kernel';
import { COOKIE_POLICY, DISCLAIMER, JOBS, PRIVACY } from './texts/legal.js';
import type { Texts } from './texts/types.js';

/**
 * Reached by a link but left out of menus: the free valuation from its own button (spec §2), the
 * legal pages from the footer. Menus show Published pages only, so this is a status of its own.
 */
const HIDDEN = 'Hidden';
/** Written, not yet online. */
const DRAFT = 'Draft';

const CREATED = '2019-09-02T08:00:00.000Z';

const routeOf = (original: string) => {
  const entry = ROUTE_TABLE.find((candidate) => candidate.original === original);
  if (entry === undefined) throw new Error(`The route table has no ${original}`);
  return entry;
};

/** The page's segment in each language, from the route table: '/fr/a-vendre/' is 'a-vendre', '/fr/' is ''. */
function segments(original: string): Record<Language, string> {
  const paths = {} as Record<Language, string>;
  for (const lang of LANGUAGES) {
    paths[lang] = localizePath(original, lang).slice(`/${lang}/`.length).replace(/\/$/, '');
  }
  return paths;
}

interface ModuleInput {
  id: number;
  view: string;
  relation: ModuleRelation;
  title: LocalizedText;
  titlePublic?: boolean;
  description?: LocalizedText;
  numberItemOfRow?: number;
  /** 0: no limit. */
  maxItems?: number;
  colorBackground?: string;
}

function modules(inputs: readonly ModuleInput[]): PageModule[] {
  return inputs.map((input, index) => ({
    id: input.id,
    title: input.title,
    titlePublic: input.titlePublic ?? true,
    titleSize: 'h2',
    description: input.description ?? '',
    description2: '',
    position: 'main',
    span: 12,
    col: { sm: 12, md: 12, lg: 12 },
    sort: index + 1,
    view: input.view,
    class: '',
    backgroundType: input.colorBackground === undefined ? '' : 'color',
    image: null,
    images: [],
    colorBackground: input.colorBackground ?? '',
    relations: [input.relation],
    status: PAGE_STATUS_PUBLISHED,
    numberItemOfRow: input.numberItemOfRow ?? 1,
    maxItems: input.maxItems ?? 0,
    isHasSubcategories: false,
  }));
}

interface PageInput {
  id: number;
  parentId?: number;
  name: string;
  path: string;
  status?: string;
  sort: number;
  modifyDate: string;
  /** The route table's entry: the page's title is its breadcrumb name, its paths are the entry's. */
  original?: string;
  title?: Texts;
  paths?: Texts;
  description: Texts;
  keywords: Texts;
  content?: Texts;
  modules?: readonly ModuleInput[];
}

function page(input: PageInput): SeedPage {
  const title = input.title ?? routeOf(input.original ?? '').breadcrumb;
  const paths = input.paths ?? segments(input.original ?? '');
  return {
    id: input.id,
    parentId: input.parentId ?? null,
    name: input.name,
    path: input.path,
    status: input.status ?? PAGE_STATUS_PUBLISHED,
    sort: input.sort,
    createDate: CREATED,
    modifyDate: input.modifyDate,
    params: {
      title,
      description: input.description,
      metadata: input.keywords,
      seoActive: true,
      image: null,
      sort: input.sort,
      submenu: false,
      showSubmenu: false,
      content: input.content ?? '',
      css: '',
      type: input.content === undefined ? 'module' : 'content',
      redirect: false,
      redirectUrl: '',
      path: paths,
      breadcrumb: false,
      banner: false,
      bannerTitle: '',
      bannerDescription: '',
    },
    modules: modules(input.modules ?? []),
  };
}

// Spec §9: property lists show four per row, four at most.
const PROPERTY_LIST = { view: 'grid', numberItemOfRow: 4, maxItems: 4 } as const;

/**
 * Spec §2 "Configured top-level pages" with their exact module relations, then the other pages of
 * the route table. Relation ids name what the back office configured: a saved property list (23,
 * 28, 3), a category or article, a form (10 the site contact; 11 and 12, our choice, the demand
 * register and the free valuation), the statistics block (1).
 */
export const PAGES: readonly SeedPage[] = [
  page({
    id: 1,
    name: 'home',
    path: 'home',
    sort: 1,
    modifyDate: '2026-10-12T09:30:00.000Z',
    original: '/',
    description: {
      fr: 'Lambermont Immobilier, agence immobilière à Bruxelles depuis 1967 : vente, location, estimation gratuite et gestion locative.',
      nl: 'Lambermont Immobilier, vastgoedkantoor in Brussel sinds 1967: verkoop, verhuur, gratis schatting en huurbeheer.',
      en: 'Lambermont Immobilier, estate agency in Brussels since 1967: sales, lettings, free valuations and rental management.',
      de: 'Lambermont Immobilier, Immobilienagentur in Brüssel seit 1967: Verkauf, Vermietung, kostenlose Bewertung und Mietverwaltung.',
    },
    keywords: {
      fr: 'agence immobilière, Bruxelles, Ixelles, vente, location, estimation',
      nl: 'vastgoedkantoor, Brussel, Elsene, verkoop, verhuur, schatting',
      en: 'estate agency, Brussels, Ixelles, sale, letting, valuation',
      de: 'Immobilienagentur, Brüssel, Ixelles, Verkauf, Vermietung, Bewertung',
    },
    modules: [
      {
        id: 1,
        ...PROPERTY_LIST,
        relation: { type: 'property-list', id: 23 },
        title: { fr: 'Nos derniers biens', nl: 'Ons nieuwste aanbod', en: 'Our latest properties', de: 'Unsere neuesten Immobilien' },
      },
      {
        id: 2,
        view: 'slider',
        relation: { type: 'category', id: 1 },
        title: { fr: 'En bref', nl: 'In het kort', en: 'In brief', de: 'Kurz gesagt' },
        titlePublic: false,
        numberItemOfRow: 1,
        maxItems: 40,
      },
      {
        id: 3,
        view: 'stats',
        relation: { type: 'stats-view', id: 1 },
        title: { fr: 'Lambermont en chiffres', nl: 'Lambermont in cijfers', en: 'Lambermont in figures', de: 'Lambermont in Zahlen' },
        colorBackground: '#f4efe6',
      },
    ],
  }),
  page({
    id: 2,
    name: 'For Sale',
    path: 'for-sale',
    sort: 2,
    modifyDate: '2026-09-01T10:00:00.000Z',
    original: '/for-sale/',
    description: {
      fr: 'Maisons, appartements, terrains et commerces à vendre à Bruxelles et dans ses environs.',
      nl: 'Huizen, appartementen, gronden en handelspanden te koop in Brussel en omgeving.',
      en: 'Houses, flats, land and commercial premises for sale in Brussels and its surroundings.',
      de: 'Häuser, Wohnungen, Grundstücke und Gewerbeflächen zum Verkauf in Brüssel und Umgebung.',
    },
    keywords: {
      fr: 'à vendre, maison, appartement, Bruxelles',
      nl: 'te koop, huis, appartement, Brussel',
      en: 'for sale, house, flat, Brussels',
      de: 'zu verkaufen, Haus, Wohnung, Brüssel',
    },
    modules: [
      {
        id: 4,
        ...PROPERTY_LIST,
        relation: { type: 'property-list', id: 28 },
        title: { fr: 'Biens à vendre', nl: 'Panden te koop', en: 'Properties for sale', de: 'Immobilien zum Verkauf' },
      },
    ],
  }),
  page({
    id: 3,
    name: 'For Rent',
    path: 'for-rent',
    sort: 3,
    modifyDate: '2026-09-01T10:05:00.000Z',
    original: '/for-rent/',
    description: {
      fr: 'Appartements, maisons, studios et bureaux à louer à Bruxelles et dans ses environs.',
      nl: 'Appartementen, huizen, studio’s en kantoren te huur in Brussel en omgeving.',
      en: 'Flats, houses, studios and offices to let in Brussels and its surroundings.',
      de: 'Wohnungen, Häuser, Studios und Büros zur Miete in Brüssel und Umgebung.',
    },
    keywords: {
      fr: 'à louer, appartement, studio, Bruxelles',
      nl: 'te huur, appartement, studio, Brussel',
      en: 'to let, flat, studio, Brussels',
      de: 'zu vermieten, Wohnung, Studio, Brüssel',
    },
    modules: [
      {
        id: 5,
        ...PROPERTY_LIST,
        relation: { type: 'property-list', id: 3 },
        title: { fr: 'Biens à louer', nl: 'Panden te huur', en: 'Properties to let', de: 'Immobilien zur Miete' },
      },
    ],
  }),
  // Not among spec §2's configured pages, but a page of the route table no visitor could reach from
  // the menu or the home page would be an orphan: the projects' list, after the lists it belongs with.
  page({
    id: 14,
    name: 'Projects',
    path: 'projects',
    sort: 3,
    modifyDate: '2026-09-01T10:10:00.000Z',
    original: '/projects/',
    description: {
      fr: 'Nos projets neufs à Bruxelles : appartements et maisons sur plan, avec leur liste de prix et l’avancement du chantier.',
      nl: 'Onze nieuwbouwprojecten in Brussel: appartementen en huizen op plan, met hun prijslijst en de stand van de werf.',
      en: 'Our new-build projects in Brussels: flats and houses off plan, with their price lists and construction progress.',
      de: 'Unsere Neubauprojekte in Brüssel: Wohnungen und Häuser vom Plan, mit Preisliste und Baufortschritt.',
    },
    keywords: {
      fr: 'projets neufs, sur plan, appartement neuf, Bruxelles',
      nl: 'nieuwbouw, op plan, nieuw appartement, Brussel',
      en: 'new build, off plan, new flat, Brussels',
      de: 'Neubau, vom Plan, Neubauwohnung, Brüssel',
    },
  }),
  page({
    id: 4,
    name: 'Services',
    path: 'services',
    sort: 4,
    modifyDate: '2026-06-15T14:00:00.000Z',
    original: '/services/',
    description: {
      fr: 'Accueil, vente, location, estimation gratuite, reportage photo et gestion locative : les services de Lambermont Immobilier.',
      nl: 'Onthaal, verkoop, verhuur, gratis schatting, fotoreportage en huurbeheer: de diensten van Lambermont Immobilier.',
      en: 'Welcome, sales, lettings, free valuation, photography and rental management: the services of Lambermont Immobilier.',
      de: 'Empfang, Verkauf, Vermietung, kostenlose Bewertung, Fotoreportage und Mietverwaltung: die Leistungen von Lambermont Immobilier.',
    },
    keywords: {
      fr: 'services, vente, location, estimation gratuite, gestion locative',
      nl: 'diensten, verkoop, verhuur, gratis schatting, huurbeheer',
      en: 'services, sale, letting, free valuation, rental management',
      de: 'Leistungen, Verkauf, Vermietung, kostenlose Bewertung, Mietverwaltung',
    },
    modules: [
      {
        id: 6,
        view: 'odds',
        relation: { type: 'category', id: 2 },
        title: { fr: 'Nos services', nl: 'Onze diensten', en: 'Our services', de: 'Unsere Leistungen' },
        maxItems: 10,
      },
    ],
  }),
  page({
    id: 5,
    name: 'Gestion locative',
    path: 'gestion-locative',
    sort: 5,
    modifyDate: '2026-05-20T08:45:00.000Z',
    original: '/gestion-locative/',
    description: {
      fr: 'Confiez la gestion de votre bien loué à Bruxelles : loyers, entretien, locataires et décompte annuel.',
      nl: 'Vertrouw ons het beheer van uw verhuurde pand in Brussel toe: huur, onderhoud, huurders en jaarlijkse afrekening.',
      en: 'Entrust the management of your let property in Brussels to us: rent, upkeep, tenants and an annual statement.',
      de: 'Vertrauen Sie uns die Verwaltung Ihrer vermieteten Immobilie in Brüssel an: Miete, Instandhaltung, Mieter und Jahresabrechnung.',
    },
    keywords: {
      fr: 'gestion locative, propriétaire-bailleur, loyers, Bruxelles',
      nl: 'huurbeheer, verhuurder, huur, Brussel',
      en: 'rental management, landlord, rent, Brussels',
      de: 'Mietverwaltung, Vermieter, Miete, Brüssel',
    },
    modules: [
      {
        id: 7,
        view: 'card',
        relation: { type: 'article', id: 40 },
        title: { fr: 'Notre gestion locative', nl: 'Ons huurbeheer', en: 'Our rental management', de: 'Unsere Mietverwaltung' },
      },
      {
        id: 8,
        view: 'single',
        relation: { type: 'article', id: 41 },
        title: { fr: 'La prise en gestion', nl: 'Het beheer opstarten', en: 'Getting started', de: 'Der Einstieg' },
        titlePublic: false,
      },
    ],
  }),
  page({
    id: 6,
    name: 'About us',
    path: 'about-us',
    sort: 6,
    modifyDate: '2026-03-02T11:20:00.000Z',
    original: '/about-us/',
    description: {
      fr: 'Une agence familiale avenue Louise depuis 1967 : notre histoire, nos valeurs et notre équipe.',
      nl: 'Een familiekantoor aan de Louizalaan sinds 1967: onze geschiedenis, onze waarden en ons team.',
      en: 'A family agency on Avenue Louise since 1967: our story, our values and our team.',
      de: 'Eine Familienagentur an der Avenue Louise seit 1967: unsere Geschichte, unsere Werte und unser Team.',
    },
    keywords: {
      fr: "l'agence, histoire, valeurs, équipe, depuis 1967",
      nl: 'het kantoor, geschiedenis, waarden, team, sinds 1967',
      en: 'the agency, story, values, team, since 1967',
      de: 'die Agentur, Geschichte, Werte, Team, seit 1967',
    },
    modules: [
      {
        id: 9,
        view: 'collapse',
        relation: { type: 'category', id: 5 },
        title: { fr: 'Nos valeurs', nl: 'Onze waarden', en: 'Our values', de: 'Unsere Werte' },
      },
      {
        id: 10,
        view: 'single',
        relation: { type: 'article', id: 32 },
        title: { fr: 'Notre histoire', nl: 'Onze geschiedenis', en: 'Our story', de: 'Unsere Geschichte' },
        titlePublic: false,
      },
      {
        id: 11,
        view: 'team',
        relation: { type: 'category', id: 4 },
        title: { fr: 'Notre équipe', nl: 'Ons team', en: 'Our team', de: 'Unser Team' },
        numberItemOfRow: 3,
      },
    ],
  }),
  page({
    id: 7,
    name: "I'm looking for",
    path: 'demand-register',
    sort: 7,
    modifyDate: '2026-04-08T16:10:00.000Z',
    original: '/demand-register/',
    description: {
      fr: "Décrivez le bien que vous cherchez : nous vous prévenons dès qu'un bien correspondant arrive sur le marché.",
      nl: 'Beschrijf het pand dat u zoekt: we verwittigen u zodra er een passend pand op de markt komt.',
      en: 'Describe the property you are looking for: we let you know as soon as a matching one comes on the market.',
      de: 'Beschreiben Sie die gesuchte Immobilie: Wir benachrichtigen Sie, sobald eine passende auf den Markt kommt.',
    },
    keywords: {
      fr: 'je cherche, registre de recherche, alerte',
      nl: 'ik zoek, zoekregister, melding',
      en: 'looking for, search register, alert',
      de: 'ich suche, Suchregister, Benachrichtigung',
    },
    modules: [
      {
        id: 12,
        view: 'form',
        relation: { type: 'contact', id: 11 },
        title: { fr: 'Votre recherche', nl: 'Uw zoekopdracht', en: 'Your search', de: 'Ihre Suche' },
        description: {
          fr: 'Choisissez les types de biens et les communes qui vous intéressent.',
          nl: 'Kies de soorten panden en de gemeenten die u interesseren.',
          en: 'Choose the property types and the municipalities you are interested in.',
          de: 'Wählen Sie die Immobilienarten und Gemeinden, die Sie interessieren.',
        },
      },
    ],
  }),
  page({
    id: 8,
    name: 'Contact',
    path: 'contact',
    sort: 8,
    modifyDate: '2026-02-11T09:00:00.000Z',
    original: '/contact/',
    description: {
      fr: 'Contactez Lambermont Immobilier, avenue Louise 231 à 1050 Bruxelles, par téléphone, e-mail ou formulaire.',
      nl: 'Neem contact op met Lambermont Immobilier, Louizalaan 231, 1050 Brussel, telefonisch, per e-mail of via het formulier.',
      en: 'Contact Lambermont Immobilier, 231 Avenue Louise, 1050 Brussels, by phone, e-mail or form.',
      de: 'Kontaktieren Sie Lambermont Immobilier, Avenue Louise 231, 1050 Brüssel, per Telefon, E-Mail oder Formular.',
    },
    keywords: {
      fr: 'contact, adresse, téléphone, avenue Louise',
      nl: 'contact, adres, telefoon, Louizalaan',
      en: 'contact, address, phone, Avenue Louise',
      de: 'Kontakt, Adresse, Telefon, Avenue Louise',
    },
    modules: [
      {
        id: 13,
        view: 'form',
        relation: { type: 'contact', id: 10 },
        title: { fr: 'Écrivez-nous', nl: 'Schrijf ons', en: 'Write to us', de: 'Schreiben Sie uns' },
        description: {
          fr: 'Nous vous répondons dans la journée ouvrable.',
          nl: 'We antwoorden u binnen de werkdag.',
          en: 'We reply within the working day.',
          de: 'Wir antworten Ihnen innerhalb eines Arbeitstages.',
        },
      },
    ],
  }),
  page({
    id: 9,
    name: 'Free valuation',
    path: 'contact-demand',
    status: HIDDEN,
    sort: 9,
    modifyDate: '2026-04-08T16:20:00.000Z',
    original: '/contact-demand/',
    description: {
      fr: 'Demandez une estimation gratuite et sans engagement de votre bien à Bruxelles.',
      nl: 'Vraag een gratis en vrijblijvende schatting van uw pand in Brussel aan.',
      en: 'Ask for a free, no-obligation valuation of your property in Brussels.',
      de: 'Fordern Sie eine kostenlose und unverbindliche Bewertung Ihrer Immobilie in Brüssel an.',
    },
    keywords: {
      fr: 'estimation gratuite, valeur de mon bien, Bruxelles',
      nl: 'gratis schatting, waarde van mijn pand, Brussel',
      en: 'free valuation, property value, Brussels',
      de: 'kostenlose Bewertung, Immobilienwert, Brüssel',
    },
    modules: [
      {
        id: 14,
        view: 'form',
        relation: { type: 'contact', id: 12 },
        title: { fr: 'Votre bien', nl: 'Uw pand', en: 'Your property', de: 'Ihre Immobilie' },
        description: {
          fr: 'Un conseiller vous rappelle pour fixer la visite.',
          nl: 'Een adviseur belt u terug om het bezoek te plannen.',
          en: 'An adviser calls you back to arrange the visit.',
          de: 'Eine Beraterin oder ein Berater ruft Sie zurück, um die Besichtigung zu vereinbaren.',
        },
      },
    ],
  }),
  page({
    id: 10,
    name: 'Privacy',
    path: 'Privacy',
    status: HIDDEN,
    sort: 20,
    modifyDate: '2025-11-03T10:00:00.000Z',
    original: '/Privacy/',
    description: {
      fr: 'Comment Lambermont Immobilier traite vos données personnelles.',
      nl: 'Hoe Lambermont Immobilier uw persoonsgegevens verwerkt.',
      en: 'How Lambermont Immobilier processes your personal data.',
      de: 'Wie Lambermont Immobilier Ihre personenbezogenen Daten verarbeitet.',
    },
    keywords: {
      fr: 'vie privée, données personnelles, RGPD',
      nl: 'privacy, persoonsgegevens, AVG',
      en: 'privacy, personal data, GDPR',
      de: 'Datenschutz, personenbezogene Daten, DSGVO',
    },
    content: PRIVACY,
  }),
  page({
    id: 11,
    name: 'Cookie policy',
    path: 'cookie-policy',
    status: HIDDEN,
    sort: 21,
    modifyDate: '2025-11-03T10:05:00.000Z',
    original: '/cookie-policy/',
    description: {
      fr: 'Les cookies utilisés sur le site de Lambermont Immobilier et comment les gérer.',
      nl: 'De cookies op de website van Lambermont Immobilier en hoe u ze beheert.',
      en: 'The cookies used on the Lambermont Immobilier website and how to manage them.',
      de: 'Die auf der Website von Lambermont Immobilier verwendeten Cookies und wie Sie sie verwalten.',
    },
    keywords: { fr: 'cookies, consentement', nl: 'cookies, toestemming', en: 'cookies, consent', de: 'Cookies, Einwilligung' },
    content: COOKIE_POLICY,
  }),
  page({
    id: 12,
    name: 'Disclaimer',
    path: 'disclaimer',
    status: HIDDEN,
    sort: 22,
    modifyDate: '2025-11-03T10:10:00.000Z',
    original: '/disclaimer/',
    description: {
      fr: "Conditions d'utilisation et limites de responsabilité du site de Lambermont Immobilier.",
      nl: 'Gebruiksvoorwaarden en aansprakelijkheidsbeperkingen van de website van Lambermont Immobilier.',
      en: 'Terms of use and limits of liability of the Lambermont Immobilier website.',
      de: 'Nutzungsbedingungen und Haftungsgrenzen der Website von Lambermont Immobilier.',
    },
    keywords: {
      fr: 'avertissement, conditions, responsabilité',
      nl: 'disclaimer, voorwaarden, aansprakelijkheid',
      en: 'disclaimer, terms, liability',
      de: 'Haftungsausschluss, Bedingungen, Haftung',
    },
    content: DISCLAIMER,
  }),
  page({
    id: 13,
    parentId: 6,
    name: 'Jobs',
    path: 'jobs',
    status: DRAFT,
    sort: 1,
    modifyDate: '2026-10-28T17:00:00.000Z',
    title: { fr: 'Nous rejoindre', nl: 'Kom bij ons werken', en: 'Join us', de: 'Karriere' },
    paths: { fr: 'nous-rejoindre', nl: 'vacatures', en: 'jobs', de: 'karriere' },
    description: {
      fr: "Rejoignez l'équipe de Lambermont Immobilier.",
      nl: 'Kom het team van Lambermont Immobilier versterken.',
      en: 'Join the Lambermont Immobilier team.',
      de: 'Verstärken Sie das Team von Lambermont Immobilier.',
    },
    keywords: { fr: 'emploi, recrutement', nl: 'vacature, werving', en: 'jobs, careers', de: 'Stellen, Karriere' },
    content: JOBS,
  }),
];
