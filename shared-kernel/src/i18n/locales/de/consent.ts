import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  dialog: {
    title: 'Cookies auf dieser Website',
    text: 'Wir verwenden unbedingt notwendige Cookies für den Betrieb der Website. Mit Ihrer Einwilligung messen wir auch Besuche, zeigen passende Werbung und verbinden uns mit sozialen Medien. Nichts davon geschieht, bevor Sie wählen, und Sie können Ihre Wahl jederzeit über den Link „Cookie-Einstellungen“ unten auf jeder Seite ändern.',
    policyLink: 'Unsere Cookie-Richtlinie lesen',
    agreeAll: 'Alle akzeptieren',
    decline: 'Ablehnen',
    changeSettings: 'Einstellungen ändern',
    agreePartly: 'Teilweise akzeptieren',
  },
  settings: {
    title: 'Ihre Cookie-Einstellungen',
    text: 'Kreuzen Sie die Kategorien an, denen Sie zustimmen, und wählen Sie „Teilweise akzeptieren“. Unbedingt notwendige Cookies sind immer aktiv, weil die Website ohne sie nicht funktioniert.',
    legend: 'Kategorien',
    alwaysOn: 'immer aktiv',
  },
  options: {
    necessary: {
      label: 'Unbedingt notwendig',
      description: 'Ihre Cookie-Wahl, Ihre Sprache und die Kampagne, über die Sie gekommen sind, für Ihre Anfragen speichern.',
    },
    analytics: {
      label: 'Statistik',
      description: 'Besuche zählen und sehen, welche Seiten gelesen werden, um die Website zu verbessern.',
    },
    marketing: {
      label: 'Marketing',
      description: 'Unsere Werbung messen und Ihnen unsere Immobilien auf anderen Websites zeigen.',
    },
    social: {
      label: 'Soziale Medien',
      description: 'Sozialen Netzwerken erlauben, unsere Kampagnen zu messen und Ihnen dort unsere Immobilien zu zeigen.',
    },
    unclassified: {
      label: 'Nicht klassifiziert',
      description: 'Cookies, die wir noch keiner Kategorie zugeordnet haben.',
    },
  },
  table: {
    title: "Die Cookies und Tracker, die wir verwenden",
    intro: 'Was jede Kategorie in Ihrem Browser speichert. Vor Ihrer Einwilligung wird nur das unbedingt Notwendige gespeichert.',
    caption: 'Gespeichert für die Kategorie {{category}}',
    name: 'Name',
    provider: 'Anbieter',
    storage: 'Art',
    purpose: 'Zweck',
    duration: 'Speicherdauer',
    none: 'In dieser Kategorie wird derzeit nichts gespeichert.',
    changeSettings: 'Meine Cookie-Einstellungen ändern',
  },
  providers: {
    site: 'Diese Website',
  },
  storage: {
    cookie: 'Cookie',
    sessionStorage: 'Sitzungsspeicher',
    localStorage: 'Lokaler Speicher',
  },
  durations: {
    session: 'Bis Sie den Browser schließen',
    untilCleared: 'Bis Sie ihn löschen',
    days_one: '{{count}} Tag',
    days_other: '{{count}} Tage',
    months_one: '{{count}} Monat',
    months_other: '{{count}} Monate',
    years_one: '{{count}} Jahr',
    years_other: '{{count}} Jahre',
  },
  purposes: {
    consent: 'Ihre Cookie-Wahl: die Kategorien, denen Sie zugestimmt haben.',
    consentSignal: 'Ihre Wahl als Consent-Mode-Signal, das Google-Tags lesen.',
    utm: 'Die Kampagne des Links, über den Sie gekommen sind, mit Ihren Anfragen gesendet.',
    language: 'Die Sprache, die Sie gewählt haben.',
    ga: 'Unterscheidet Besuche, um sie zu zählen (Google Analytics).',
    gaSession: 'Speichert den Stand Ihres Besuchs (Google Analytics).',
    gclAu: 'Verknüpft einen Klick auf eine Anzeige mit einer Anfrage (Google Ads).',
    fbp: 'Verknüpft einen Besuch mit unseren Kampagnen auf Facebook und Instagram (Meta Pixel).',
  },
};

export default dictionary;
