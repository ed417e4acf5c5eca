import type { TESTIMONIAL_SLUGS } from 'shared-kernel';
import type { ArticleTexts } from './types.js';

type TestimonialSlug = (typeof TESTIMONIAL_SLUGS)[number][0];

/** The five published testimonials; their titles are the route table's names. */
export const TESTIMONIAL_TEXTS: Record<TestimonialSlug, ArticleTexts> = {
  'famille-peeters': {
    summary: {
      fr: "Notre maison d'Uccle vendue en six semaines, au prix que nous espérions.",
      nl: 'Ons huis in Ukkel in zes weken verkocht, tegen de prijs waarop we hoopten.',
      en: 'Our house in Uccle sold in six weeks, at the price we had hoped for.',
      de: 'Unser Haus in Uccle in sechs Wochen verkauft – zu dem Preis, den wir uns erhofft hatten.',
    },
    body: {
      fr:
        "Après trente ans dans notre maison d'Uccle, nous redoutions la vente. L'équipe de Lambermont nous a guidés à chaque étape, des documents à réunir jusqu'à l'acte chez le notaire.\n\n" +
        "Les photos étaient superbes, les visites bien organisées, et nous recevions un compte rendu après chacune d'elles. La maison a été vendue en six semaines, au prix que nous espérions. Merci !",
      nl:
        'Na dertig jaar in ons huis in Ukkel zagen we erg op tegen de verkoop. Het team van Lambermont begeleidde ons bij elke stap, van de documenten tot de akte bij de notaris.\n\n' +
        'De foto’s waren prachtig, de bezoeken goed georganiseerd, en na elk bezoek kregen we een verslag. Het huis was in zes weken verkocht, tegen de prijs waarop we hoopten. Bedankt!',
      en:
        "After thirty years in our house in Uccle we dreaded selling it. The Lambermont team guided us through every step, from gathering the documents to the deed at the notary's.\n\n" +
        'The photos were superb, the viewings well organised, and we received a report after each one. The house sold in six weeks, at the price we had hoped for. Thank you!',
      de:
        'Nach dreißig Jahren in unserem Haus in Uccle graute uns vor dem Verkauf. Das Team von Lambermont hat uns bei jedem Schritt begleitet, von den Unterlagen bis zur Beurkundung beim Notar.\n\n' +
        'Die Fotos waren hervorragend, die Besichtigungen gut organisiert, und nach jeder erhielten wir einen Bericht. Das Haus war in sechs Wochen verkauft, zu dem Preis, den wir uns erhofft hatten. Vielen Dank!',
    },
  },
  'claire-et-thomas': {
    summary: {
      fr: 'Un premier achat serein, avec des réponses claires à toutes nos questions.',
      nl: 'Een eerste aankoop in alle rust, met duidelijke antwoorden op al onze vragen.',
      en: 'A calm first purchase, with clear answers to all our questions.',
      de: 'Ein entspannter erster Kauf, mit klaren Antworten auf alle unsere Fragen.',
    },
    body: {
      fr:
        "Pour notre premier achat, nous avions mille questions : frais de notaire, droits d'enregistrement, prêt, PEB… Nathalie a pris le temps de tout nous expliquer, sans jamais nous presser.\n\n" +
        "Elle nous a même déconseillé un appartement dont les charges de copropriété étaient trop élevées. Nous avons finalement trouvé notre appartement à Ixelles, et nous recommandons l'agence à tous nos amis.",
      nl:
        'Bij onze eerste aankoop hadden we duizend vragen: notariskosten, registratierechten, lening, EPB… Nathalie nam de tijd om alles uit te leggen, zonder ons ooit op te jagen.\n\n' +
        'Ze raadde ons zelfs een appartement af waarvan de gemeenschappelijke kosten te hoog lagen. Uiteindelijk vonden we ons appartement in Elsene, en we raden het kantoor aan al onze vrienden aan.',
      en:
        "Buying for the first time, we had a thousand questions: notary's fees, registration duty, the mortgage, the energy certificate… Nathalie took the time to explain everything, without ever rushing us.\n\n" +
        'She even advised us against a flat whose service charges were too high. We finally found our flat in Ixelles, and we recommend the agency to all our friends.',
      de:
        'Bei unserem ersten Kauf hatten wir tausend Fragen: Notarkosten, Registrierungsgebühren, Kredit, Energieausweis … Nathalie nahm sich die Zeit, uns alles zu erklären, ohne uns jemals zu drängen.\n\n' +
        'Sie riet uns sogar von einer Wohnung ab, deren Nebenkosten zu hoch waren. Schließlich haben wir unsere Wohnung in Ixelles gefunden und empfehlen die Agentur allen unseren Freunden.',
    },
  },
  'marc-investisseur': {
    summary: {
      fr: "Un immeuble de rapport bien choisi, et une gestion locative qui me laisse l'esprit libre.",
      nl: 'Een goed gekozen opbrengsteigendom, en huurbeheer waardoor ik zorgeloos ben.',
      en: 'A well-chosen investment building, and rental management that leaves my mind at rest.',
      de: 'Ein gut gewähltes Renditeobjekt und eine Mietverwaltung, die mir den Kopf frei hält.',
    },
    body: {
      fr:
        "J'ai acheté par l'agence un immeuble de trois appartements à Saint-Gilles. L'analyse de rentabilité qu'on m'a remise était honnête, travaux compris.\n\n" +
        "Depuis, Kevin gère les trois locations : loyers perçus à temps, indexation, petites réparations. Je reçois un décompte clair chaque année et je n'ai plus à m'occuper de rien.",
      nl:
        'Via het kantoor kocht ik een gebouw met drie appartementen in Sint-Gillis. De rendementsanalyse die ik kreeg was eerlijk, de werken inbegrepen.\n\n' +
        'Sindsdien beheert Kevin de drie verhuringen: huur op tijd geïnd, indexering, kleine herstellingen. Ik ontvang elk jaar een duidelijke afrekening en hoef me nergens meer mee bezig te houden.',
      en:
        'Through the agency I bought a building of three flats in Saint-Gilles. The yield analysis I was given was honest, works included.\n\n' +
        'Since then Kevin has managed all three lettings: rent collected on time, indexation, small repairs. I receive a clear statement every year and no longer have to deal with anything.',
      de:
        'Über die Agentur habe ich ein Haus mit drei Wohnungen in Saint-Gilles gekauft. Die Renditeanalyse, die ich erhielt, war ehrlich, die Arbeiten eingerechnet.\n\n' +
        'Seitdem verwaltet Kevin die drei Mietverhältnisse: pünktlich eingezogene Mieten, Indexierung, kleine Reparaturen. Ich erhalte jedes Jahr eine klare Abrechnung und muss mich um nichts mehr kümmern.',
    },
  },
  'ines-expatriee': {
    summary: {
      fr: "Un appartement trouvé depuis l'étranger, grâce aux visites virtuelles.",
      nl: 'Een appartement gevonden vanuit het buitenland, dankzij de virtuele bezoeken.',
      en: 'A flat found from abroad, thanks to the virtual tours.',
      de: 'Eine Wohnung aus dem Ausland gefunden – dank der virtuellen Rundgänge.',
    },
    body: {
      fr:
        "Mutée à Bruxelles depuis Lisbonne, je devais trouver un logement sans pouvoir me déplacer. Grâce aux visites à 360° et à une visite en vidéo avec Sarah, j'ai pu choisir mon appartement en toute confiance.\n\n" +
        "Le bail m'a été expliqué en anglais, et l'état des lieux s'est fait le jour de mon arrivée. Je me suis sentie attendue.",
      nl:
        'Toen ik van Lissabon naar Brussel werd overgeplaatst, moest ik een woning vinden zonder ter plaatse te kunnen komen. Dankzij de 360°-rondleidingen en een videobezoek met Sarah kon ik mijn appartement met een gerust hart kiezen.\n\n' +
        'Het huurcontract werd me in het Engels uitgelegd, en de plaatsbeschrijving gebeurde op de dag van mijn aankomst. Ik voelde me echt welkom.',
      en:
        'Transferred to Brussels from Lisbon, I had to find a home without being able to travel. Thanks to the 360° tours and a video viewing with Sarah, I could choose my flat with complete confidence.\n\n' +
        'The lease was explained to me in English, and the inventory was done on the day I arrived. I really felt expected.',
      de:
        'Als ich von Lissabon nach Brüssel versetzt wurde, musste ich eine Wohnung finden, ohne vor Ort sein zu können. Dank der 360°-Rundgänge und einer Video-Besichtigung mit Sarah konnte ich meine Wohnung mit gutem Gefühl auswählen.\n\n' +
        'Der Mietvertrag wurde mir auf Englisch erklärt, und die Wohnungsübergabe fand am Tag meiner Ankunft statt. Ich habe mich wirklich willkommen gefühlt.',
    },
  },
  'jan-proprietaire': {
    summary: {
      fr: 'Un locataire sérieux trouvé en deux semaines pour ma maison de Schaerbeek.',
      nl: 'Binnen twee weken een betrouwbare huurder voor mijn huis in Schaarbeek.',
      en: 'A reliable tenant found within two weeks for my house in Schaerbeek.',
      de: 'In zwei Wochen ein zuverlässiger Mieter für mein Haus in Schaerbeek.',
    },
    body: {
      fr:
        "Je louais moi-même ma maison de Schaerbeek depuis des années, avec son lot de soucis. Cette fois, j'ai fait appel à Lambermont.\n\n" +
        "Les candidats ont été sélectionnés avec soin, le bail rédigé dans les règles et l'état des lieux confié à un expert. Deux semaines après la mise en location, un locataire sérieux signait. Je ne reviendrai pas en arrière.",
      nl:
        'Jarenlang verhuurde ik mijn huis in Schaarbeek zelf, met de nodige kopzorgen. Deze keer deed ik een beroep op Lambermont.\n\n' +
        'De kandidaten werden zorgvuldig geselecteerd, het huurcontract volgens de regels opgesteld en de plaatsbeschrijving aan een expert toevertrouwd. Twee weken nadat het huis te huur stond, tekende een betrouwbare huurder. Ik ga niet meer terug.',
      en:
        'For years I let my house in Schaerbeek myself, with all the worries that come with it. This time I turned to Lambermont.\n\n' +
        "Applicants were carefully screened, the lease drawn up by the book and the inventory entrusted to an expert. Two weeks after the house went on the market, a reliable tenant signed. I won't go back.",
      de:
        'Jahrelang habe ich mein Haus in Schaerbeek selbst vermietet, mit allen Sorgen, die dazugehören. Diesmal habe ich mich an Lambermont gewandt.\n\n' +
        'Die Bewerber wurden sorgfältig ausgewählt, der Mietvertrag vorschriftsgemäß aufgesetzt und das Übergabeprotokoll einem Sachverständigen anvertraut. Zwei Wochen nach Beginn der Vermietung unterschrieb ein zuverlässiger Mieter. Ich möchte es nicht mehr anders machen.',
    },
  },
};

/**
 * A testimonial as a visitor sends it through the site: in one language, stored as one plain
 * string (spec §3), and unpublished until the agency approves it.
 */
export const PENDING_TESTIMONIAL = {
  slug: 'sarah-et-louis',
  title: 'Sarah et Louis',
  summary: 'Très bon accompagnement pour la location de notre studio.',
  body: "Nous avons loué notre studio d'Etterbeek par l'agence. Tout s'est très bien passé, merci à toute l'équipe !",
};
