import type { SeedSettings } from 'shared-kernel';

/**
 * The demo agency's identity and layout settings (spec §2, §3), one entry per row of the api's
 * `site_settings`: a Brussels agency working in French first, with its four languages enabled and
 * no tracking identifier (no tracking script loads until an agency enters its own, spec §7).
 */
export const DEMO_SETTINGS: SeedSettings = {
  defaultLanguage: 'fr',
  languages: [{ code: 'en', use: true }, { code: 'nl', use: true }, { code: 'fr', use: true }, { code: 'de', use: true }],
  agency: {
    name: 'Lambermont Immobilier',
    phone: '025123456',
    email: 'info@agence-lambermont.be',
    street: 'Avenue Louise 231',
    zip: '1050',
    city: 'Bruxelles',
  },
  topBar: {
    left: [
      { status: 'Published', label: '02 512 34 56', link: 'tel:+3225123456', icon: 'phone', color: '' },
      {
        status: 'Published',
        label: 'info@agence-lambermont.be',
        link: 'mailto:info@agence-lambermont.be',
        icon: 'mail',
        color: '',
      },
    ],
    right: [
      {
        status: 'Published',
        label: { fr: 'Estimation gratuite', nl: 'Gratis schatting', en: 'Free valuation', de: 'Kostenlose Bewertung' },
        link: '/contact-demand/',
        icon: 'calculator',
        color: '#c8a24a',
      },
      {
        status: 'Published',
        label: { fr: 'Accès propriétaire', nl: 'Aanmelden eigenaar', en: 'Owner login', de: 'Eigentümer-Login' },
        link: '/login/',
        icon: 'lock',
        color: '',
      },
    ],
  },
  appBar: { logo: 'left', menu: 'right', languageSwitcher: 'right' },
  banner: {
    type: 'gallery',
    images: ['banner-1', 'banner-2', 'banner-3'],
    title: {
      fr: 'Votre agence immobilière à Bruxelles depuis 1967',
      nl: 'Uw vastgoedkantoor in Brussel sinds 1967',
      en: 'Your Brussels estate agency since 1967',
      de: 'Ihre Immobilienagentur in Brüssel seit 1967',
    },
    description: {
      fr: 'Vente, location et gestion locative à Bruxelles et dans ses environs.',
      nl: 'Verkoop, verhuur en huurbeheer in Brussel en omgeving.',
      en: 'Sales, lettings and rental management in Brussels and its surroundings.',
      de: 'Verkauf, Vermietung und Mietverwaltung in Brüssel und Umgebung.',
    },
  },
  footer: [
    {
      title: 'Lambermont Immobilier',
      titlePublic: true,
      intro: {
        fr: 'Agence immobilière à Bruxelles depuis 1967.',
        nl: 'Vastgoedkantoor in Brussel sinds 1967.',
        en: 'Estate agency in Brussels since 1967.',
        de: 'Immobilienagentur in Brüssel seit 1967.',
      },
      introPublic: true,
      text: 'Avenue Louise 231\n1050 Bruxelles\n02 512 34 56\ninfo@agence-lambermont.be',
      textPublic: true,
      image: 'logo',
      sizes: { sm: 12, md: 6, lg: 4 },
    },
    {
      title: { fr: 'Heures d\'ouverture', nl: 'Openingsuren', en: 'Opening hours', de: 'Öffnungszeiten' },
      titlePublic: true,
      intro: {
        fr: 'Sur rendez-vous en dehors de ces heures.',
        nl: 'Buiten deze uren op afspraak.',
        en: 'Outside these hours by appointment.',
        de: 'Außerhalb dieser Zeiten nach Vereinbarung.',
      },
      introPublic: true,
      text: {
        fr: 'Lundi au vendredi : 9 h – 18 h\nSamedi : 10 h – 13 h',
        nl: 'Maandag tot vrijdag: 9 – 18 u\nZaterdag: 10 – 13 u',
        en: 'Monday to Friday: 9 am – 6 pm\nSaturday: 10 am – 1 pm',
        de: 'Montag bis Freitag: 9 – 18 Uhr\nSamstag: 10 – 13 Uhr',
      },
      textPublic: true,
      image: null,
      sizes: { sm: 12, md: 6, lg: 4 },
    },
    {
      title: { fr: 'Agréation', nl: 'Erkenning', en: 'Accreditation', de: 'Zulassung' },
      titlePublic: true,
      intro: {
        fr: 'Agents immobiliers agréés IPI, soumis à son code de déontologie.',
        nl: 'Vastgoedmakelaars erkend door het BIV, onderworpen aan zijn deontologische code.',
        en: 'Estate agents accredited by the Belgian IPI and bound by its code of ethics.',
        de: 'Beim belgischen Berufsinstitut IPI zugelassene Immobilienmakler, an dessen Berufskodex gebunden.',
      },
      introPublic: true,
      text: '',
      textPublic: false,
      image: null,
      sizes: { sm: 12, md: 12, lg: 4 },
    },
  ],
  config: {
    showSearchInput: true,
    showSearchButton: true,
    showSearchCount: true,
    showCountProperty: true,
    showFreeEvaluation: true,
    changeOnScroll: true,
    topBarShow: true,
    logoOnHome: 'afterScroll',
  },
  siteInfo: { analyticsId: '', adsId: '', tagManagerId: '', socialPixelId: '' },
};
