import type { SERVICE_SLUGS } from 'shared-kernel';
import type { ArticleTexts } from './types.js';

type ServiceSlug = (typeof SERVICE_SLUGS)[number][0];

/** The seven services of spec §2; their titles are the route table's names. */
export const SERVICE_TEXTS: Record<ServiceSlug, ArticleTexts> = {
  'accueil-en-agence': {
    summary: {
      fr: "Une équipe à votre écoute, dans nos bureaux de l'avenue Louise, six jours sur sept.",
      nl: 'Een team dat naar u luistert, in ons kantoor aan de Louizalaan, zes dagen op zeven.',
      en: 'A team that listens, in our office on Avenue Louise, six days a week.',
      de: 'Ein Team, das Ihnen zuhört – in unserem Büro an der Avenue Louise, sechs Tage die Woche.',
    },
    body: {
      fr:
        "Depuis 1967, notre porte est ouverte au 231 de l'avenue Louise. Vous y êtes reçu sans rendez-vous du lundi au vendredi de 9 h à 18 h, et le samedi de 10 h à 13 h.\n\n" +
        "Que vous souhaitiez vendre, louer, acheter ou simplement comprendre le marché de votre quartier, un conseiller prend le temps de vous écouter, de répondre à vos questions et de vous orienter vers la bonne personne de l'équipe.\n\n" +
        "En dehors de ces heures, nous vous recevons volontiers sur rendez-vous, à l'agence ou chez vous.",
      nl:
        'Sinds 1967 staat onze deur open op de Louizalaan 231. U bent er zonder afspraak welkom van maandag tot vrijdag van 9 tot 18 uur, en op zaterdag van 10 tot 13 uur.\n\n' +
        'Of u nu wilt verkopen, verhuren, kopen of gewoon de markt in uw buurt beter wilt begrijpen: een adviseur neemt de tijd om naar u te luisteren, uw vragen te beantwoorden en u door te verwijzen naar de juiste persoon in ons team.\n\n' +
        'Buiten deze uren ontvangen we u graag op afspraak, op kantoor of bij u thuis.',
      en:
        'Our door at 231 Avenue Louise has been open since 1967. You are welcome without an appointment from Monday to Friday, 9 am to 6 pm, and on Saturdays from 10 am to 1 pm.\n\n' +
        'Whether you want to sell, let, buy or simply understand the market in your neighbourhood, an adviser takes the time to listen, answer your questions and put you in touch with the right person in our team.\n\n' +
        'Outside these hours we are happy to meet you by appointment, at the agency or in your home.',
      de:
        'Seit 1967 steht unsere Tür in der Avenue Louise 231 offen. Ohne Termin empfangen wir Sie montags bis freitags von 9 bis 18 Uhr und samstags von 10 bis 13 Uhr.\n\n' +
        'Ob Sie verkaufen, vermieten, kaufen oder einfach den Markt in Ihrem Viertel besser verstehen möchten: Eine Beraterin oder ein Berater nimmt sich Zeit, hört Ihnen zu, beantwortet Ihre Fragen und bringt Sie mit der richtigen Person in unserem Team zusammen.\n\n' +
        'Außerhalb dieser Zeiten empfangen wir Sie gern nach Vereinbarung, in der Agentur oder bei Ihnen zu Hause.',
    },
  },
  vente: {
    summary: {
      fr: "De l'estimation à la signature chez le notaire, nous vendons votre bien au juste prix.",
      nl: 'Van schatting tot ondertekening bij de notaris: wij verkopen uw pand tegen de juiste prijs.',
      en: "From valuation to signing at the notary's, we sell your property at the right price.",
      de: 'Von der Bewertung bis zur Unterschrift beim Notar: Wir verkaufen Ihre Immobilie zum richtigen Preis.',
    },
    body: {
      fr:
        "Vendre un bien est souvent la décision financière la plus importante d'une vie. Nous commençons par une estimation argumentée, fondée sur les ventes récentes de votre quartier, puis nous convenons ensemble d'un prix de mise en vente réaliste.\n\n" +
        "Nous réunissons les documents obligatoires (certificat PEB, contrôle de l'installation électrique, renseignements urbanistiques, attestation du sol), préparons une annonce soignée et organisons toutes les visites. Chaque candidat acheteur est identifié et sa capacité de financement vérifiée avant toute offre.\n\n" +
        "Nous vous conseillons dans la négociation, rédigeons le compromis de vente et assurons le suivi avec le notaire jusqu'à l'acte authentique.",
      nl:
        'Een pand verkopen is vaak de belangrijkste financiële beslissing van een leven. We beginnen met een onderbouwde schatting op basis van recente verkopen in uw buurt en spreken samen een realistische vraagprijs af.\n\n' +
        'We verzamelen de verplichte documenten (EPB-certificaat, keuring van de elektrische installatie, stedenbouwkundige inlichtingen, bodemattest), zorgen voor een verzorgde advertentie en organiseren alle bezichtigingen. Elke kandidaat-koper wordt geïdentificeerd en zijn financiering nagegaan voor er een bod komt.\n\n' +
        'We adviseren u bij de onderhandelingen, stellen de verkoopovereenkomst op en volgen het dossier met de notaris op tot de authentieke akte.',
      en:
        'Selling a property is often the biggest financial decision of a lifetime. We start with a reasoned valuation based on recent sales in your neighbourhood, then agree with you on a realistic asking price.\n\n' +
        'We gather the mandatory documents (energy performance certificate, electrical inspection, planning information, soil certificate), prepare a carefully written listing and organise every viewing. Each prospective buyer is identified and their financing checked before any offer.\n\n' +
        'We advise you throughout the negotiation, draw up the sale agreement and follow the file with the notary until the deed is signed.',
      de:
        'Der Verkauf einer Immobilie ist oft die wichtigste finanzielle Entscheidung eines Lebens. Wir beginnen mit einer fundierten Bewertung auf Grundlage der jüngsten Verkäufe in Ihrem Viertel und legen mit Ihnen einen realistischen Angebotspreis fest.\n\n' +
        'Wir beschaffen die vorgeschriebenen Unterlagen (Energieausweis, Prüfung der Elektroinstallation, städtebauliche Auskünfte, Bodenbescheinigung), erstellen ein sorgfältiges Inserat und organisieren sämtliche Besichtigungen. Jeder Kaufinteressent wird identifiziert und seine Finanzierung geprüft, bevor ein Angebot zustande kommt.\n\n' +
        'Wir beraten Sie bei den Verhandlungen, setzen den Kaufvorvertrag auf und begleiten die Akte beim Notar bis zur Beurkundung.',
    },
  },
  location: {
    summary: {
      fr: "Un locataire fiable, un bail clair et un état des lieux précis, sans que vous ayez à vous en soucier.",
      nl: 'Een betrouwbare huurder, een duidelijk huurcontract en een nauwkeurige plaatsbeschrijving, zonder zorgen voor u.',
      en: 'A reliable tenant, a clear lease and a precise inventory, without you having to worry about it.',
      de: 'Ein zuverlässiger Mieter, ein klarer Mietvertrag und ein genaues Übergabeprotokoll – ohne dass Sie sich darum kümmern müssen.',
    },
    body: {
      fr:
        'Nous fixons avec vous un loyer conforme au marché et à la grille indicative des loyers de la Région, publions votre bien et organisons les visites, en journée comme en soirée.\n\n' +
        "Les candidats sont sélectionnés sur des critères objectifs : revenus, stabilité professionnelle, références. Nous rédigeons un bail conforme à la législation bruxelloise, veillons à la constitution de la garantie locative et faisons réaliser l'état des lieux d'entrée par un expert indépendant.\n\n" +
        'Le bail est enregistré dans les délais et vous recevez un dossier complet. Si vous le souhaitez, notre service de gestion locative prend ensuite le relais.',
      nl:
        'Samen met u bepalen we een huurprijs die past bij de markt en bij het indicatieve huurprijsrooster van het Gewest. We publiceren uw pand en organiseren de bezoeken, overdag en ’s avonds.\n\n' +
        'Kandidaat-huurders worden geselecteerd op objectieve criteria: inkomen, beroepsstabiliteit, referenties. We stellen een huurovereenkomst op volgens de Brusselse wetgeving, zien toe op het stellen van de huurwaarborg en laten de intredende plaatsbeschrijving opmaken door een onafhankelijke expert.\n\n' +
        'Het huurcontract wordt tijdig geregistreerd en u ontvangt een volledig dossier. Desgewenst neemt onze dienst huurbeheer het daarna over.',
      en:
        "Together we set a rent in line with the market and the Region's indicative rent grid, then we advertise your property and organise viewings, during the day and in the evening.\n\n" +
        'Applicants are selected on objective criteria: income, job stability, references. We draw up a lease that complies with Brussels law, make sure the rental deposit is lodged and have the move-in inventory drawn up by an independent expert.\n\n' +
        'The lease is registered on time and you receive a complete file. If you wish, our rental management service then takes over.',
      de:
        'Gemeinsam legen wir eine Miete fest, die dem Markt und dem Richtmietspiegel der Region entspricht. Anschließend inserieren wir Ihre Immobilie und organisieren Besichtigungen, tagsüber wie abends.\n\n' +
        'Die Bewerber werden nach objektiven Kriterien ausgewählt: Einkommen, berufliche Stabilität, Referenzen. Wir setzen einen Mietvertrag nach Brüsseler Recht auf, achten auf die Hinterlegung der Mietkaution und lassen das Einzugsprotokoll von einem unabhängigen Sachverständigen erstellen.\n\n' +
        'Der Mietvertrag wird fristgerecht registriert, und Sie erhalten eine vollständige Akte. Auf Wunsch übernimmt anschließend unsere Mietverwaltung.',
    },
  },
  'estimation-gratuite': {
    summary: {
      fr: 'Une estimation écrite et argumentée de votre bien, gratuite et sans engagement.',
      nl: 'Een schriftelijke, onderbouwde schatting van uw pand, gratis en vrijblijvend.',
      en: 'A written, reasoned valuation of your property, free and without obligation.',
      de: 'Eine schriftliche, begründete Bewertung Ihrer Immobilie – kostenlos und unverbindlich.',
    },
    body: {
      fr:
        "Un de nos conseillers visite votre bien dans les 48 heures ouvrables suivant votre demande. Il en relève les atouts et les points d'attention : situation, surfaces, état, performance énergétique, potentiel.\n\n" +
        'Nous comparons ensuite votre bien aux transactions récentes de la commune et aux biens actuellement sur le marché. Vous recevez un rapport écrit qui indique une fourchette de prix de vente ou de loyer et explique comment nous y arrivons.\n\n' +
        'Cette estimation est gratuite et ne vous engage à rien. Elle vous appartient, que vous nous confiiez ensuite votre bien ou non.',
      nl:
        'Een van onze adviseurs bezoekt uw pand binnen 48 werkuren na uw aanvraag en noteert de troeven en de aandachtspunten: ligging, oppervlakten, staat, energieprestatie, mogelijkheden.\n\n' +
        'Daarna vergelijken we uw pand met recente verkopen in de gemeente en met panden die nu op de markt zijn. U ontvangt een schriftelijk verslag met een vork voor de verkoopprijs of de huurprijs en een uitleg over hoe we daartoe komen.\n\n' +
        'Deze schatting is gratis en verbindt u tot niets. Ze is van u, of u ons uw pand daarna toevertrouwt of niet.',
      en:
        'One of our advisers visits your property within 48 working hours of your request, noting its strengths and the points to watch: location, floor areas, condition, energy performance, potential.\n\n' +
        'We then compare your property with recent transactions in the municipality and with properties currently on the market. You receive a written report giving a range for the sale price or the rent, and explaining how we arrived at it.\n\n' +
        'The valuation is free and commits you to nothing. It is yours to keep, whether or not you then entrust your property to us.',
      de:
        'Innerhalb von 48 Arbeitsstunden nach Ihrer Anfrage besichtigt eine Beraterin oder ein Berater Ihre Immobilie und hält Stärken und kritische Punkte fest: Lage, Flächen, Zustand, Energieeffizienz, Potenzial.\n\n' +
        'Anschließend vergleichen wir Ihre Immobilie mit den jüngsten Verkäufen in der Gemeinde und mit den derzeit angebotenen Objekten. Sie erhalten einen schriftlichen Bericht mit einer Preisspanne für Verkauf oder Miete und einer Erläuterung, wie wir zu diesem Ergebnis kommen.\n\n' +
        'Die Bewertung ist kostenlos und verpflichtet Sie zu nichts. Sie gehört Ihnen, ob Sie uns Ihre Immobilie anschließend anvertrauen oder nicht.',
    },
  },
  'photo-reportage-professionnel--360°': {
    summary: {
      fr: 'Des photos de photographe, une visite virtuelle à 360° et un plan : votre bien sous son meilleur jour.',
      nl: 'Foto’s van een fotograaf, een virtuele 360°-rondleiding en een plattegrond: uw pand op zijn best.',
      en: 'Photographs by a professional, a 360° virtual tour and a floor plan: your property at its best.',
      de: 'Fotos vom Profi, ein virtueller 360°-Rundgang und ein Grundriss: Ihre Immobilie von ihrer besten Seite.',
    },
    body: {
      fr:
        "La première visite d'un bien se fait aujourd'hui sur un écran. C'est pourquoi chaque bien que nous mettons en vente ou en location est photographié par un photographe professionnel, au bon moment de la journée et dans la bonne lumière.\n\n" +
        "Nous réalisons aussi une visite virtuelle à 360° qui permet de parcourir chaque pièce depuis chez soi, ainsi qu'un plan clair des surfaces. Les candidats arrivent à la visite mieux informés et vraiment intéressés.\n\n" +
        'Ce reportage est compris dans notre mandat, sans frais supplémentaires.',
      nl:
        'Het eerste bezoek aan een pand gebeurt vandaag op een scherm. Daarom wordt elk pand dat we te koop of te huur zetten gefotografeerd door een professionele fotograaf, op het juiste moment van de dag en in het juiste licht.\n\n' +
        'We maken ook een virtuele 360°-rondleiding waarmee u elke kamer van thuis uit kunt bekijken, en een duidelijke plattegrond met de oppervlakten. Kandidaten komen beter geïnformeerd en echt geïnteresseerd naar het bezoek.\n\n' +
        'Deze reportage is inbegrepen in onze opdracht, zonder extra kosten.',
      en:
        'Today the first viewing of a property happens on a screen. That is why every property we put up for sale or to let is photographed by a professional photographer, at the right time of day and in the right light.\n\n' +
        'We also make a 360° virtual tour that lets people walk through every room from home, and a clear floor plan with the surface areas. Applicants then come to the viewing better informed and genuinely interested.\n\n' +
        'The photo report is included in our mandate at no extra cost.',
      de:
        'Die erste Besichtigung einer Immobilie findet heute auf dem Bildschirm statt. Deshalb wird jede Immobilie, die wir zum Verkauf oder zur Miete anbieten, von einem professionellen Fotografen aufgenommen – zur richtigen Tageszeit und im richtigen Licht.\n\n' +
        'Zusätzlich erstellen wir einen virtuellen 360°-Rundgang, mit dem sich jeder Raum bequem von zu Hause aus erkunden lässt, sowie einen übersichtlichen Grundriss mit den Flächen. So kommen Interessenten besser informiert und wirklich interessiert zur Besichtigung.\n\n' +
        'Die Fotoreportage ist ohne Mehrkosten in unserem Auftrag enthalten.',
    },
  },
  'visibilite-accrue-de-votre-bien': {
    summary: {
      fr: 'Votre bien présenté là où les acheteurs et les locataires le cherchent.',
      nl: 'Uw pand in de kijker waar kopers en huurders zoeken.',
      en: 'Your property presented where buyers and tenants are looking.',
      de: 'Ihre Immobilie dort präsentiert, wo Käufer und Mieter suchen.',
    },
    body: {
      fr:
        'Votre bien est publié sur notre site et sur les principaux portails immobiliers belges, dont Immoweb, Zimmo et Immovlan, en français, en néerlandais et en anglais.\n\n' +
        "Il est aussi proposé directement aux personnes inscrites dans notre registre de recherche dont les critères correspondent, annoncé dans notre lettre d'information et relayé sur nos réseaux sociaux.\n\n" +
        "Dans votre espace propriétaire, vous suivez jour après jour le nombre de consultations de l'annonce, les visites organisées et chaque diffusion.",
      nl:
        'Uw pand wordt gepubliceerd op onze website en op de belangrijkste Belgische vastgoedportalen, waaronder Immoweb, Zimmo en Immovlan, in het Frans, het Nederlands en het Engels.\n\n' +
        'Het wordt ook rechtstreeks voorgesteld aan wie in ons zoekregister staat met passende criteria, aangekondigd in onze nieuwsbrief en gedeeld op onze sociale media.\n\n' +
        'In uw eigenaarsruimte volgt u dag na dag hoe vaak de advertentie bekeken werd, welke bezoeken er plaatsvonden en waar uw pand verspreid werd.',
      en:
        "Your property is published on our website and on Belgium's main property portals, including Immoweb, Zimmo and Immovlan, in French, Dutch and English.\n\n" +
        'It is also offered directly to people in our search register whose criteria match, announced in our newsletter and shared on our social media.\n\n' +
        'In your owner area you follow, day by day, how often the listing was viewed, which viewings took place and where it was published.',
      de:
        'Ihre Immobilie wird auf unserer Website und auf den wichtigsten belgischen Immobilienportalen veröffentlicht, darunter Immoweb, Zimmo und Immovlan, auf Französisch, Niederländisch und Englisch.\n\n' +
        'Außerdem stellen wir sie direkt den Personen in unserem Suchregister vor, deren Kriterien passen, kündigen sie in unserem Newsletter an und teilen sie in unseren sozialen Netzwerken.\n\n' +
        'In Ihrem Eigentümerbereich verfolgen Sie Tag für Tag, wie oft die Anzeige aufgerufen wurde, welche Besichtigungen stattfanden und wo sie veröffentlicht wurde.',
    },
  },
  'gestion-locative': {
    summary: {
      fr: "Nous gérons votre bien loué comme s'il était le nôtre : loyers, entretien, relation avec le locataire.",
      nl: 'We beheren uw verhuurde pand alsof het van ons was: huur, onderhoud, contact met de huurder.',
      en: 'We manage your let property as if it were our own: rent, upkeep, relations with the tenant.',
      de: 'Wir verwalten Ihre vermietete Immobilie, als wäre sie unsere eigene: Miete, Instandhaltung, Kontakt zum Mieter.',
    },
    body: {
      fr:
        "Confier la gestion de votre bien, c'est vous libérer du quotidien d'un propriétaire-bailleur. Nous percevons les loyers et les charges, vérifions chaque paiement et relançons sans tarder en cas de retard.\n\n" +
        "Nous appliquons l'indexation annuelle, répondons aux demandes du locataire, faisons intervenir des entrepreneurs de confiance et vous soumettons tout travail important avant de le commander.\n\n" +
        'Chaque année, vous recevez un décompte clair des recettes et des dépenses, utile aussi pour votre déclaration fiscale.',
      nl:
        'Wie ons het beheer van zijn pand toevertrouwt, is verlost van de dagelijkse zorgen van een verhuurder. Wij innen de huur en de lasten, controleren elke betaling en sturen bij achterstand meteen een herinnering.\n\n' +
        'We passen de jaarlijkse indexering toe, beantwoorden de vragen van de huurder, sturen betrouwbare vakmensen ter plaatse en leggen u elke belangrijke werf voor alvorens ze te bestellen.\n\n' +
        'Elk jaar ontvangt u een duidelijke afrekening van inkomsten en uitgaven, ook handig voor uw belastingaangifte.',
      en:
        'Entrusting us with the management of your property frees you from the day-to-day work of a landlord. We collect the rent and service charges, check every payment and follow up promptly when one is late.\n\n' +
        "We apply the yearly indexation, answer the tenant's requests, send trusted contractors and submit any major work to you before ordering it.\n\n" +
        'Each year you receive a clear statement of income and expenses, which also helps with your tax return.',
      de:
        'Wer uns die Verwaltung seiner Immobilie anvertraut, ist den Alltag eines Vermieters los. Wir ziehen Miete und Nebenkosten ein, prüfen jede Zahlung und mahnen Verzögerungen umgehend an.\n\n' +
        'Wir nehmen die jährliche Indexierung vor, beantworten die Anliegen des Mieters, beauftragen zuverlässige Handwerker und legen Ihnen größere Arbeiten vor der Beauftragung zur Zustimmung vor.\n\n' +
        'Jedes Jahr erhalten Sie eine übersichtliche Abrechnung der Einnahmen und Ausgaben – auch hilfreich für Ihre Steuererklärung.',
    },
  },
};
