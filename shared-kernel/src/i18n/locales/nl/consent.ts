import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  dialog: {
    title: 'Cookies op deze site',
    text: 'We gebruiken strikt noodzakelijke cookies om de site te laten werken. Met uw toestemming meten we ook bezoeken, tonen we relevante advertenties en maken we verbinding met sociale media. Niets daarvan gebeurt voordat u kiest, en u kunt uw keuze altijd wijzigen via de link "Cookie-instellingen" onderaan elke pagina.',
    policyLink: 'Lees ons cookiebeleid',
    agreeAll: 'Alles aanvaarden',
    decline: 'Weigeren',
    changeSettings: 'Instellingen wijzigen',
    agreePartly: 'Gedeeltelijk aanvaarden',
  },
  settings: {
    title: 'Uw cookie-instellingen',
    text: 'Vink de categorieën aan die u aanvaardt en kies "Gedeeltelijk aanvaarden". Strikt noodzakelijke cookies staan altijd aan, want zonder hen werkt de site niet.',
    legend: 'Categorieën',
    alwaysOn: 'altijd aan',
  },
  options: {
    necessary: {
      label: 'Strikt noodzakelijk',
      description: 'Uw cookiekeuze, uw taal en de campagne waarmee u binnenkwam onthouden voor uw aanvragen.',
    },
    analytics: {
      label: 'Statistieken',
      description: 'Bezoeken tellen en zien welke pagina’s gelezen worden, om de site te verbeteren.',
    },
    marketing: {
      label: 'Marketing',
      description: 'Onze advertenties meten en u onze panden op andere sites tonen.',
    },
    social: {
      label: 'Sociale media',
      description: 'Sociale netwerken onze campagnes laten meten en u daar onze panden tonen.',
    },
    unclassified: {
      label: 'Niet geclassificeerd',
      description: 'Cookies die we nog niet in een categorie hebben ingedeeld.',
    },
  },
  table: {
    title: "De cookies en trackers die we gebruiken",
    intro: 'Wat elke categorie in uw browser bewaart. Vóór uw toestemming wordt niets anders bewaard dan het strikt noodzakelijke.',
    caption: 'Bewaard voor de categorie {{category}}',
    name: 'Naam',
    provider: 'Aanbieder',
    storage: 'Soort',
    purpose: 'Doel',
    duration: 'Bewaard gedurende',
    none: 'In deze categorie wordt momenteel niets bewaard.',
    changeSettings: 'Mijn cookie-instellingen wijzigen',
  },
  providers: {
    site: 'Deze website',
  },
  storage: {
    cookie: 'Cookie',
    sessionStorage: 'Sessieopslag',
    localStorage: 'Lokale opslag',
  },
  durations: {
    session: 'Tot u de browser sluit',
    untilCleared: 'Tot u het wist',
    days_one: '{{count}} dag',
    days_other: '{{count}} dagen',
    months_one: '{{count}} maand',
    months_other: '{{count}} maanden',
    years_one: '{{count}} jaar',
    years_other: '{{count}} jaar',
  },
  purposes: {
    consent: 'Uw cookiekeuze: de categorieën die u aanvaardde.',
    consentSignal: 'Uw keuze als Consent Mode-signaal, gelezen door Google-tags.',
    utm: 'De campagne van de link waarmee u binnenkwam, meegestuurd met uw aanvragen.',
    language: 'De taal die u koos.',
    ga: 'Onderscheidt bezoeken om ze te tellen (Google Analytics).',
    gaSession: 'Houdt de stand van uw bezoek bij (Google Analytics).',
    gclAu: 'Koppelt een klik op een advertentie aan een aanvraag (Google Ads).',
    fbp: 'Koppelt een bezoek aan onze campagnes op Facebook en Instagram (Meta Pixel).',
  },
};

export default dictionary;
