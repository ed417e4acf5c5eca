import type { VALUE_SLUGS } from 'shared-kernel';
import type { ArticleTexts } from './types.js';

type ValueSlug = (typeof VALUE_SLUGS)[number][0];

/** The five values of spec §2; their titles are the route table's names. */
export const VALUE_TEXTS: Record<ValueSlug, ArticleTexts> = {
  'ecoute-et-conseils': {
    summary: {
      fr: 'Comprendre votre projet avant de vous proposer quoi que ce soit.',
      nl: 'Uw project begrijpen voor we u iets voorstellen.',
      en: 'Understanding your plans before suggesting anything.',
      de: 'Ihr Vorhaben verstehen, bevor wir Ihnen etwas vorschlagen.',
    },
    body: {
      fr:
        "Chaque projet immobilier est différent : une succession à régler, une famille qui s'agrandit, un premier investissement. Nous commençons toujours par vous écouter.\n\n" +
        "Nos conseils sont ensuite francs et argumentés, même lorsqu'ils ne vont pas dans le sens de ce que vous espériez entendre. Un bon conseil aujourd'hui évite bien des déceptions demain.",
      nl:
        'Elk vastgoedproject is anders: een nalatenschap die geregeld moet worden, een gezin dat groeit, een eerste investering. We beginnen altijd met te luisteren.\n\n' +
        'Ons advies is daarna eerlijk en onderbouwd, ook als het niet is wat u hoopte te horen. Een goed advies vandaag voorkomt heel wat teleurstelling morgen.',
      en:
        'Every property project is different: an estate to settle, a growing family, a first investment. We always begin by listening.\n\n' +
        'Our advice is then frank and reasoned, even when it is not what you hoped to hear. Good advice today spares a great deal of disappointment tomorrow.',
      de:
        'Jedes Immobilienvorhaben ist anders: ein Nachlass, der geregelt werden muss, eine wachsende Familie, eine erste Investition. Wir beginnen immer damit, Ihnen zuzuhören.\n\n' +
        'Unser Rat ist dann offen und begründet, auch wenn er nicht dem entspricht, was Sie sich erhofft haben. Ein guter Rat heute erspart morgen manche Enttäuschung.',
    },
  },
  'action-et-dynamisme': {
    summary: {
      fr: 'Une fois la décision prise, nous avançons vite et bien.',
      nl: 'Zodra de beslissing genomen is, gaan we snel en goed vooruit.',
      en: 'Once the decision is made, we move quickly and well.',
      de: 'Ist die Entscheidung gefallen, kommen wir zügig und gründlich voran.',
    },
    body: {
      fr:
        'Un bien bien présenté dès le premier jour se vend ou se loue plus vite, et souvent mieux. Photos, annonce et diffusion sont prêtes en quelques jours.\n\n' +
        "Nous rappelons chaque candidat rapidement, organisons les visites sans attendre et suivons chaque dossier jusqu'à la signature.",
      nl:
        'Een pand dat vanaf de eerste dag goed voorgesteld wordt, verkoopt of verhuurt sneller, en vaak beter. Foto’s, advertentie en verspreiding zijn binnen enkele dagen klaar.\n\n' +
        'We bellen elke kandidaat snel terug, plannen de bezoeken zonder uitstel en volgen elk dossier op tot de ondertekening.',
      en:
        'A property that is well presented from day one sells or lets faster, and often for more. Photos, listing and publication are ready within a few days.\n\n' +
        'We call every applicant back quickly, arrange viewings without delay and keep every file moving until it is signed.',
      de:
        'Eine Immobilie, die vom ersten Tag an gut präsentiert wird, lässt sich schneller und oft besser verkaufen oder vermieten. Fotos, Inserat und Veröffentlichung sind innerhalb weniger Tage bereit.\n\n' +
        'Wir rufen jeden Interessenten rasch zurück, organisieren Besichtigungen ohne Verzögerung und treiben jede Akte bis zur Unterschrift voran.',
    },
  },
  'suivi-et-attention': {
    summary: {
      fr: 'Vous savez toujours où en est votre dossier.',
      nl: 'U weet altijd hoe uw dossier ervoor staat.',
      en: 'You always know where your file stands.',
      de: 'Sie wissen immer, wo Ihre Akte steht.',
    },
    body: {
      fr:
        'Après chaque visite, nous vous faisons part des réactions des candidats. Votre espace propriétaire vous montre à tout moment les consultations de votre annonce, les visites et les diffusions.\n\n' +
        "Et notre attention ne s'arrête pas à la signature : nous restons à vos côtés jusqu'à la remise des clés, et bien au-delà si vous nous confiez la gestion de votre bien.",
      nl:
        'Na elk bezoek laten we u weten hoe de kandidaten reageerden. Uw eigenaarsruimte toont u op elk moment hoe vaak uw advertentie bekeken werd, welke bezoeken er waren en waar uw pand verspreid werd.\n\n' +
        'En onze aandacht stopt niet bij de ondertekening: we blijven aan uw zijde tot de sleuteloverdracht, en nog lang daarna als u ons het beheer van uw pand toevertrouwt.',
      en:
        'After every viewing we tell you how the visitors reacted. Your owner area shows you at any time how often your listing was viewed, the viewings held and where it was published.\n\n' +
        'Our care does not stop at the signature: we stay at your side until the keys are handed over, and long after if you entrust us with managing your property.',
      de:
        'Nach jeder Besichtigung berichten wir Ihnen, wie die Interessenten reagiert haben. Ihr Eigentümerbereich zeigt Ihnen jederzeit, wie oft Ihre Anzeige aufgerufen wurde, welche Besichtigungen stattfanden und wo sie veröffentlicht wurde.\n\n' +
        'Und unsere Aufmerksamkeit endet nicht mit der Unterschrift: Wir bleiben bis zur Schlüsselübergabe an Ihrer Seite – und noch lange danach, wenn Sie uns die Verwaltung Ihrer Immobilie anvertrauen.',
    },
  },
  'proximite-et-disponibilite': {
    summary: {
      fr: 'Une agence de quartier qui connaît Bruxelles rue par rue.',
      nl: 'Een buurtkantoor dat Brussel straat per straat kent.',
      en: 'A local agency that knows Brussels street by street.',
      de: 'Eine Agentur aus dem Viertel, die Brüssel Straße für Straße kennt.',
    },
    body: {
      fr:
        "Depuis plus de cinquante ans, nous vendons et louons des biens à Ixelles, Saint-Gilles, Uccle, Etterbeek et dans tout Bruxelles. Nous connaissons les écoles, les transports, les projets d'urbanisme et les prix pratiqués, rue par rue.\n\n" +
        'Nous sommes joignables six jours sur sept, et nous nous déplaçons volontiers en soirée pour une visite ou un rendez-vous.',
      nl:
        'Al meer dan vijftig jaar verkopen en verhuren we panden in Elsene, Sint-Gillis, Ukkel, Etterbeek en in heel Brussel. We kennen de scholen, het openbaar vervoer, de stedenbouwkundige projecten en de prijzen, straat per straat.\n\n' +
        'We zijn zes dagen op zeven bereikbaar en komen graag ’s avonds langs voor een bezoek of een afspraak.',
      en:
        'For more than fifty years we have sold and let properties in Ixelles, Saint-Gilles, Uccle, Etterbeek and throughout Brussels. We know the schools, the transport links, the planning projects and the prices, street by street.\n\n' +
        'We can be reached six days a week, and we are glad to come by in the evening for a viewing or a meeting.',
      de:
        'Seit mehr als fünfzig Jahren verkaufen und vermieten wir Immobilien in Ixelles, Saint-Gilles, Uccle, Etterbeek und in ganz Brüssel. Wir kennen die Schulen, die Verkehrsanbindungen, die Bauvorhaben und die Preise – Straße für Straße.\n\n' +
        'Sie erreichen uns sechs Tage die Woche, und für eine Besichtigung oder ein Gespräch kommen wir gern auch abends vorbei.',
    },
  },
  'transparence-et-ethique': {
    summary: {
      fr: 'Des honoraires annoncés, des informations complètes, aucune surprise.',
      nl: 'Aangekondigde erelonen, volledige informatie, geen verrassingen.',
      en: 'Fees stated up front, complete information, no surprises.',
      de: 'Offen genannte Honorare, vollständige Informationen, keine Überraschungen.',
    },
    body: {
      fr:
        "Nos honoraires sont communiqués par écrit avant toute signature. Chaque information connue sur un bien, favorable ou non, est transmise aux candidats, comme la loi et notre déontologie l'exigent.\n\n" +
        "Agents immobiliers agréés par l'IPI, nous respectons son code de déontologie et la réglementation anti-blanchiment. Votre confiance est notre meilleure publicité depuis 1967.",
      nl:
        'Onze erelonen worden schriftelijk meegedeeld voor er iets ondertekend wordt. Alle informatie die we over een pand hebben, gunstig of niet, geven we door aan de kandidaten, zoals de wet en onze deontologie vereisen.\n\n' +
        'Als vastgoedmakelaars erkend door het BIV volgen we zijn deontologische code en de antiwitwasreglementering. Uw vertrouwen is sinds 1967 onze beste reclame.',
      en:
        'Our fees are given to you in writing before anything is signed. Everything we know about a property, favourable or not, is passed on to applicants, as the law and our code of ethics require.\n\n' +
        'As estate agents accredited by the IPI, we follow its code of ethics and the anti-money-laundering rules. Your trust has been our best advertisement since 1967.',
      de:
        'Unsere Honorare teilen wir Ihnen schriftlich mit, bevor etwas unterschrieben wird. Alles, was wir über eine Immobilie wissen, ob günstig oder nicht, geben wir an die Interessenten weiter, wie es Gesetz und Berufsethik verlangen.\n\n' +
        'Als vom IPI zugelassene Immobilienmakler halten wir uns an dessen Berufskodex und an die Vorschriften zur Geldwäschebekämpfung. Ihr Vertrauen ist seit 1967 unsere beste Werbung.',
    },
  },
};
