import type { ArticleTexts, Texts } from './types.js';

export interface TitledTexts extends ArticleTexts {
  /** Each language its own slug: these articles are found by the slug of the visitor's language. */
  slug: Texts;
  title: Texts;
}

/** Article 32 of the about page (spec §2). */
export const AGENCY_STORY: TitledTexts = {
  slug: { fr: 'notre-histoire', nl: 'onze-geschiedenis', en: 'our-story', de: 'unsere-geschichte' },
  title: {
    fr: 'Lambermont Immobilier, depuis 1967',
    nl: 'Lambermont Immobilier, sinds 1967',
    en: 'Lambermont Immobilier, since 1967',
    de: 'Lambermont Immobilier, seit 1967',
  },
  summary: {
    fr: 'Une agence familiale au cœur de Bruxelles depuis plus de cinquante ans.',
    nl: 'Een familiebedrijf in het hart van Brussel, al meer dan vijftig jaar.',
    en: 'A family agency in the heart of Brussels for more than fifty years.',
    de: 'Ein Familienunternehmen im Herzen Brüssels, seit mehr als fünfzig Jahren.',
  },
  body: {
    fr:
      "En 1967, Georges Lambermont ouvre une petite agence immobilière avenue Louise. Son idée est simple : connaître chaque quartier de Bruxelles mieux que personne et traiter chaque client comme un voisin.\n\n" +
      "Plus de cinquante ans plus tard, l'agence est toujours à la même adresse et toujours familiale. Son fils Philippe la dirige aujourd'hui avec une équipe de conseillers en vente, en location et en gestion locative.\n\n" +
      "Les outils ont changé – visites à 360°, espace propriétaire en ligne, portails immobiliers – mais l'essentiel est resté : du temps pour vous écouter, des conseils francs et un suivi attentif, de la première estimation jusqu'à la remise des clés.",
    nl:
      'In 1967 opent Georges Lambermont een klein vastgoedkantoor aan de Louizalaan. Zijn idee is eenvoudig: elke Brusselse wijk beter kennen dan wie ook en elke klant behandelen als een buur.\n\n' +
      'Meer dan vijftig jaar later is het kantoor nog altijd op hetzelfde adres gevestigd en nog altijd een familiebedrijf. Zijn zoon Philippe leidt het vandaag met een team van adviseurs voor verkoop, verhuur en huurbeheer.\n\n' +
      'De middelen zijn veranderd – 360°-rondleidingen, een online eigenaarsruimte, vastgoedportalen – maar de kern is gebleven: tijd om naar u te luisteren, eerlijk advies en een zorgvuldige opvolging, van de eerste schatting tot de sleuteloverdracht.',
    en:
      'In 1967 Georges Lambermont opened a small estate agency on Avenue Louise. His idea was simple: know every Brussels neighbourhood better than anyone, and treat every client like a neighbour.\n\n' +
      'More than fifty years later the agency is still at the same address and still a family business. His son Philippe runs it today with a team of advisers in sales, lettings and rental management.\n\n' +
      'The tools have changed – 360° tours, an online owner area, property portals – but the essentials remain: time to listen to you, frank advice and careful follow-up, from the first valuation to the handing over of the keys.',
    de:
      '1967 eröffnet Georges Lambermont eine kleine Immobilienagentur an der Avenue Louise. Seine Idee ist einfach: jedes Brüsseler Viertel besser kennen als alle anderen und jeden Kunden wie einen Nachbarn behandeln.\n\n' +
      'Mehr als fünfzig Jahre später ist die Agentur noch immer unter derselben Adresse zu finden und noch immer in Familienhand. Heute leitet sie sein Sohn Philippe mit einem Team von Beratern für Verkauf, Vermietung und Mietverwaltung.\n\n' +
      'Die Werkzeuge haben sich verändert – 360°-Rundgänge, ein Online-Eigentümerbereich, Immobilienportale –, doch das Wesentliche ist geblieben: Zeit, Ihnen zuzuhören, ehrlicher Rat und eine aufmerksame Begleitung, von der ersten Bewertung bis zur Schlüsselübergabe.',
  },
};

/** Articles 40 (card view) and 41 (single view) of the rental management page (spec §2). */
export const RENTAL_MANAGEMENT: readonly [TitledTexts, TitledTexts] = [
  {
    slug: {
      fr: 'ce-que-comprend-la-gestion',
      nl: 'wat-huurbeheer-omvat',
      en: 'what-management-includes',
      de: 'leistungen-der-mietverwaltung',
    },
    title: {
      fr: 'Ce que comprend notre gestion locative',
      nl: 'Wat ons huurbeheer omvat',
      en: 'What our rental management includes',
      de: 'Was unsere Mietverwaltung umfasst',
    },
    summary: {
      fr: "Loyers, entretien, locataires, administration : tout le quotidien d'un bien loué, pris en charge.",
      nl: 'Huur, onderhoud, huurders, administratie: alle dagelijkse zorgen van een verhuurd pand uit handen.',
      en: 'Rent, upkeep, tenants, paperwork: all the day-to-day of a let property, taken care of.',
      de: 'Miete, Instandhaltung, Mieter, Verwaltung: der ganze Alltag einer vermieteten Immobilie in guten Händen.',
    },
    body: {
      fr:
        'Finances : perception des loyers et des charges, contrôle mensuel des paiements, rappels et mises en demeure, indexation annuelle, décompte annuel des charges pour le locataire et des recettes pour vous.\n\n' +
        "Entretien : réponse aux demandes du locataire, intervention d'entrepreneurs de confiance, devis soumis à votre accord au-delà d'un montant convenu, suivi des entretiens obligatoires comme celui de la chaudière.\n\n" +
        "Administration : changement de locataire, états des lieux d'entrée et de sortie, libération de la garantie locative, suivi des assurances et des sinistres.",
      nl:
        'Financiën: inning van huur en lasten, maandelijkse controle van de betalingen, herinneringen en ingebrekestellingen, jaarlijkse indexering, jaarlijkse afrekening van de lasten voor de huurder en van de inkomsten voor u.\n\n' +
        'Onderhoud: antwoord op de vragen van de huurder, inzet van betrouwbare vakmensen, offertes ter goedkeuring boven een afgesproken bedrag, opvolging van het verplichte onderhoud zoals dat van de verwarmingsketel.\n\n' +
        'Administratie: wissel van huurder, intredende en uittredende plaatsbeschrijving, vrijgave van de huurwaarborg, opvolging van verzekeringen en schadegevallen.',
      en:
        'Finances: collecting rent and service charges, checking payments every month, reminders and formal notices, yearly indexation, an annual statement of charges for the tenant and of income for you.\n\n' +
        "Upkeep: answering the tenant's requests, sending trusted contractors, quotes submitted for your approval above an agreed amount, keeping track of mandatory servicing such as the boiler's.\n\n" +
        'Administration: change of tenant, move-in and move-out inventories, release of the rental deposit, insurance and claims follow-up.',
      de:
        'Finanzen: Einzug von Miete und Nebenkosten, monatliche Kontrolle der Zahlungen, Erinnerungen und Mahnungen, jährliche Indexierung, jährliche Nebenkostenabrechnung für den Mieter und Einnahmenaufstellung für Sie.\n\n' +
        'Instandhaltung: Bearbeitung der Anliegen des Mieters, Einsatz zuverlässiger Handwerker, Kostenvoranschläge ab einem vereinbarten Betrag zu Ihrer Zustimmung, Überwachung vorgeschriebener Wartungen wie der des Heizkessels.\n\n' +
        'Verwaltung: Mieterwechsel, Ein- und Auszugsprotokolle, Freigabe der Mietkaution, Betreuung von Versicherungen und Schadensfällen.',
    },
  },
  {
    slug: { fr: 'la-prise-en-gestion', nl: 'het-beheer-opstarten', en: 'getting-started', de: 'so-beginnt-die-verwaltung' },
    title: {
      fr: 'La prise en gestion, étape par étape',
      nl: 'Het beheer opstarten, stap voor stap',
      en: 'Handing over management, step by step',
      de: 'Die Übernahme der Verwaltung, Schritt für Schritt',
    },
    summary: {
      fr: 'Un rendez-vous, un mandat clair, et nous prenons le relais dès le mois suivant.',
      nl: 'Een afspraak, een duidelijke opdracht, en vanaf de volgende maand nemen wij het over.',
      en: 'One meeting, a clear mandate, and we take over from the following month.',
      de: 'Ein Gespräch, ein klarer Auftrag – und ab dem Folgemonat übernehmen wir.',
    },
    body: {
      fr:
        "Tout commence par un rendez-vous chez vous ou à l'agence : nous visitons le bien, parcourons le bail en cours et faisons le point sur ce que vous attendez de nous.\n\n" +
        'Vous recevez ensuite un mandat de gestion qui précise nos missions et nos honoraires, exprimés en pourcentage des loyers perçus, sans frais cachés. Une fois le mandat signé, nous informons le locataire et reprenons le dossier.\n\n' +
        "Dès le mois suivant, les loyers sont perçus par l'agence et reversés sur votre compte, et vous suivez tout depuis votre espace propriétaire.",
      nl:
        'Alles begint met een afspraak bij u thuis of op kantoor: we bezoeken het pand, overlopen het lopende huurcontract en bespreken wat u van ons verwacht.\n\n' +
        'Daarna ontvangt u een beheersopdracht met onze taken en onze erelonen, uitgedrukt als percentage van de geïnde huur, zonder verborgen kosten. Zodra de opdracht ondertekend is, brengen we de huurder op de hoogte en nemen we het dossier over.\n\n' +
        'Vanaf de volgende maand int het kantoor de huur en stort die door op uw rekening, en u volgt alles op in uw eigenaarsruimte.',
      en:
        'It all starts with a meeting at your home or at the agency: we visit the property, go through the current lease and discuss what you expect from us.\n\n' +
        'You then receive a management mandate setting out our tasks and our fees, a percentage of the rent collected, with no hidden costs. Once it is signed, we inform the tenant and take over the file.\n\n' +
        'From the following month the agency collects the rent and transfers it to your account, and you follow everything in your owner area.',
      de:
        'Am Anfang steht ein Gespräch bei Ihnen zu Hause oder in der Agentur: Wir besichtigen die Immobilie, gehen den laufenden Mietvertrag durch und besprechen, was Sie von uns erwarten.\n\n' +
        'Anschließend erhalten Sie einen Verwaltungsauftrag, der unsere Aufgaben und unser Honorar festhält – einen Prozentsatz der eingezogenen Mieten, ohne versteckte Kosten. Sobald er unterschrieben ist, informieren wir den Mieter und übernehmen die Akte.\n\n' +
        'Ab dem Folgemonat zieht die Agentur die Miete ein und überweist sie auf Ihr Konto, und Sie verfolgen alles in Ihrem Eigentümerbereich.',
    },
  },
];

export interface Slide {
  slug: string;
  title: Texts;
  summary: Texts;
  body: Texts;
}

/** The slides of the home page's slider (category 1). */
export const SLIDES: readonly Slide[] = [
  {
    slug: 'depuis-1967',
    title: { fr: 'Depuis 1967 à Bruxelles', nl: 'Sinds 1967 in Brussel', en: 'In Brussels since 1967', de: 'Seit 1967 in Brüssel' },
    summary: {
      fr: 'Trois générations de clients nous ont confié leur bien.',
      nl: 'Drie generaties klanten vertrouwden ons hun pand toe.',
      en: 'Three generations of clients have entrusted their property to us.',
      de: 'Drei Generationen von Kunden haben uns ihre Immobilie anvertraut.',
    },
    body: {
      fr: "Une agence familiale, à la même adresse de l'avenue Louise depuis plus de cinquante ans.",
      nl: 'Een familiebedrijf, al meer dan vijftig jaar op hetzelfde adres aan de Louizalaan.',
      en: 'A family agency, at the same address on Avenue Louise for more than fifty years.',
      de: 'Ein Familienunternehmen, seit mehr als fünfzig Jahren unter derselben Adresse an der Avenue Louise.',
    },
  },
  {
    slug: 'estimation-en-48-heures',
    title: {
      fr: 'Estimation gratuite en 48 heures',
      nl: 'Gratis schatting binnen 48 uur',
      en: 'Free valuation within 48 hours',
      de: 'Kostenlose Bewertung in 48 Stunden',
    },
    summary: {
      fr: 'Un conseiller visite votre bien et vous remet une estimation écrite.',
      nl: 'Een adviseur bezoekt uw pand en bezorgt u een schriftelijke schatting.',
      en: 'An adviser visits your property and gives you a written valuation.',
      de: 'Eine Beraterin oder ein Berater besichtigt Ihre Immobilie und übergibt Ihnen eine schriftliche Bewertung.',
    },
    body: {
      fr: 'Gratuite et sans engagement : demandez-la en ligne ou par téléphone.',
      nl: 'Gratis en vrijblijvend: vraag ze online of telefonisch aan.',
      en: 'Free and without obligation: ask for it online or by phone.',
      de: 'Kostenlos und unverbindlich: online oder telefonisch anfragen.',
    },
  },
  {
    slug: 'gestion-sans-souci',
    title: {
      fr: 'Une gestion locative sans souci',
      nl: 'Zorgeloos huurbeheer',
      en: 'Worry-free rental management',
      de: 'Sorgenfreie Mietverwaltung',
    },
    summary: {
      fr: 'Loyers, entretien, locataires : nous nous occupons de tout.',
      nl: 'Huur, onderhoud, huurders: wij regelen alles.',
      en: 'Rent, upkeep, tenants: we take care of everything.',
      de: 'Miete, Instandhaltung, Mieter: Wir kümmern uns um alles.',
    },
    body: {
      fr: 'Vous recevez chaque année un décompte clair et suivez votre bien en ligne.',
      nl: 'U ontvangt elk jaar een duidelijke afrekening en volgt uw pand online op.',
      en: 'You receive a clear statement every year and follow your property online.',
      de: 'Sie erhalten jedes Jahr eine klare Abrechnung und verfolgen Ihre Immobilie online.',
    },
  },
  {
    slug: 'espace-proprietaire',
    title: { fr: 'Votre espace propriétaire', nl: 'Uw eigenaarsruimte', en: 'Your owner area', de: 'Ihr Eigentümerbereich' },
    summary: {
      fr: 'Consultations, visites et diffusions de votre bien, jour après jour.',
      nl: 'Weergaven, bezoeken en publicaties van uw pand, dag na dag.',
      en: 'Views, viewings and publications of your property, day by day.',
      de: 'Aufrufe, Besichtigungen und Veröffentlichungen Ihrer Immobilie, Tag für Tag.',
    },
    body: {
      fr: "Connectez-vous avec l'adresse e-mail que vous nous avez confiée.",
      nl: 'Meld u aan met het e-mailadres dat u ons bezorgde.',
      en: 'Log in with the e-mail address you gave us.',
      de: 'Melden Sie sich mit der E-Mail-Adresse an, die Sie uns mitgeteilt haben.',
    },
  },
];
