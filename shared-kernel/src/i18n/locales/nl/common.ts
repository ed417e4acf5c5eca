import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "notFound": {
    "title": "Pagina niet gevonden",
    "text": "Deze pagina bestaat niet meer. Ga terug naar de startpagina of zoek een pand.",
    "home": "Terug naar de startpagina",
    "searchLabel": "Een pand zoeken",
    "similar": "Vergelijkbare panden die nog beschikbaar zijn"
  },
  "skipToContent": "Naar de hoofdinhoud",
  "language": {
    "label": "Taal",
    "en": "English",
    "nl": "Nederlands",
    "fr": "Français",
    "de": "Deutsch"
  },
  "nav": {
    "more": "Meer",
    "home": "Home",
    "main": "Hoofdmenu",
    "openMenu": "Menu openen",
    "closeMenu": "Menu sluiten",
    "drawer": "Menu",
    "breadcrumb": "Kruimelpad",
    "topBar": "Snelle links",
    "favourites": "Favorieten",
    "favouritesCount": "Favorieten ({{count}})",
    "homeLogo": "{{name}} – startpagina"
  },
  "FREE_EVALUATION": "Gratis schatting",
  "loading": "Bezig met laden…",
  "remote": {
    "unavailableTitle": "Dit deel van de pagina is niet beschikbaar",
    "unavailableText": "Het kon niet worden geladen. De rest van de pagina werkt nog.",
    "retry": "Opnieuw proberen"
  },
  "pageError": {
    "title": "Deze pagina kon niet worden geladen",
    "text": "Controleer uw verbinding en probeer opnieuw.",
    "retry": "Opnieuw proberen"
  },
  "footer": {
    "discover": "Ontdekken",
    "since": "Uw vastgoedmakelaar in Brussel sinds {{year}}",
    "rights": "Alle rechten voorbehouden",
    "label": "Informatie over de site",
    "legal": "Juridische informatie",
    "cookieSettings": "Cookie-instellingen",
    "newsletterTitle": "Nieuwsbrief",
    "newsletterText": "Het nieuwste aanbod en nieuws van het kantoor in uw mailbox."
  },
  "home": {
    "title": "Vastgoedkantoor in Brussel",
    "intro": "Huizen, appartementen en handelspanden te koop en te huur in Brussel en omgeving.",
    "counts": "{{sale}} panden te koop en {{rent}} te huur",
    "noModules": "Deze site heeft nog geen inhoud op de startpagina: het kantoor voegt zijn blokken toe via zijn backoffice."
  },
  "embed": {
    "notice": "Deze inhoud komt van {{host}}, dat cookies kan plaatsen en uw bezoek ziet zodra de inhoud laadt.",
    "show": "Tonen: {{title}}"
  },
  "banner": {
    "label": "Voorstelling van het kantoor",
    "video": "Voorstellingsvideo van het kantoor",
    "slide": "Foto {{number}} van {{count}}",
    "previous": "Vorige foto",
    "next": "Volgende foto"
  },
  "scrollToTop": "Terug naar boven",
  "stats": {
    "forSale": "panden te koop",
    "forRent": "panden te huur",
    "years": "jaar ervaring",
    "since": "in Brussel sinds {{year}}"
  },
  "articles": {
    "readMore": "Lees meer",
    "readMoreAbout": "Lees meer: {{title}}",
    "previous": "Vorige",
    "next": "Volgende",
    "slide": "{{number}} van {{count}}",
    "empty": "Hier is nog niets te zien.",
    "allServices": "Al onze diensten",
    "allValues": "Al onze waarden"
  },
  "apiErrors": {
    "network": "De verbinding is mislukt. Controleer ze en probeer opnieuw; niets van wat u typte gaat verloren.",
    "badRequest": "Het verzoek kon niet worden gelezen. Probeer het opnieuw.",
    "validationFailed": "Een deel van wat werd verzonden is niet geldig. Controleer de gemarkeerde velden.",
    "invalidField": "Deze waarde is niet geldig.",
    "unauthorized": "Meld u aan.",
    "forbidden": "Dit is van hieruit niet toegestaan.",
    "notFound": "Dit werd niet gevonden: het is misschien verwijderd.",
    "methodNotAllowed": "Deze handeling is hier niet mogelijk.",
    "conflict": "Dit is intussen gewijzigd. Laad de pagina opnieuw en probeer het nog eens.",
    "gone": "Deze link is verlopen.",
    "payloadTooLarge": "Wat u verzond is te groot.",
    "unsupportedMediaType": "Dit soort bestand of gegevens wordt niet aanvaard.",
    "unprocessableContent": "Dit verzoek kan niet worden uitgevoerd.",
    "tooManyRequests": "Te veel pogingen. Wacht enkele minuten voor u het opnieuw probeert.",
    "internalError": "Er ging bij ons iets mis. Probeer het zo dadelijk opnieuw.",
    "badGateway": "Een dienst waarop we steunen antwoordde niet correct. Probeer het zo dadelijk opnieuw.",
    "serviceUnavailable": "Onze server is even niet beschikbaar. Probeer het over een minuut opnieuw.",
    "gatewayTimeout": "Een dienst waarop we steunen antwoordde niet op tijd. Probeer het zo dadelijk opnieuw."
  },
  "preview": {
    "banner": "Voorvertoning van {{part}} {{version}}: alleen deze browser ziet deze versie; bezoekers zien de live site.",
    "leave": "Voorvertoning verlaten",
    "invalidTitle": "Deze voorvertoningslink werkt niet meer",
    "invalidText": "Hij is verlopen, werd gewijzigd, of de versie die hij toont is niet meer gepubliceerd. Vraag het team om een nieuwe link. De site zelf blijft ongewijzigd."
  },
  "unavailable": {
    "title": "De site is zo terug",
    "text": "We kunnen deze pagina nu even niet tonen. Ze laadt over enkele seconden vanzelf opnieuw."
  },
  "feedback": {
    "title": "Bedankt",
    "text": "Uw bericht is verzonden. We nemen zo snel mogelijk contact met u op.",
    "newsletter": "Bijna klaar: we hebben u een e-mail gestuurd. Klik op de link erin om uw inschrijving op onze nieuwsbrief te bevestigen; zonder bevestiging ontvangt u niets.",
    "home": "Terug naar de startpagina",
    "forSale": "Bekijk de panden te koop",
    "demand": "Bijna klaar: we hebben u een e-mail gestuurd. Klik op de link erin om uw zoekopdracht te bevestigen; daarna laten we u elk pand weten dat erbij past.",
    "newsletterConfirmed": "Uw inschrijving op onze nieuwsbrief is bevestigd. Bedankt!",
    "demandConfirmed": "Uw zoekopdracht is bevestigd: we mailen u elk nieuw pand dat erbij past.",
    "follow": "Bijna klaar: we hebben u een e-mail gestuurd. Klik op de link erin om te bevestigen; daarna laten we u weten wanneer de prijs van dit pand verandert of wanneer het verkocht of verhuurd is.",
    "followConfirmed": "Bevestigd: we mailen u wanneer de prijs van dit pand verandert of wanneer het verkocht of verhuurd is.",
    "unsubscribed": "U bent uitgeschreven. U ontvangt deze e-mails niet meer.",
    "linkInvalid": "Deze link is niet meer geldig. Misschien werd hij al gebruikt, of werd de inschrijving geannuleerd.",
    "forRent": "Bekijk de panden te huur",
    "rental": {
      "text": "Dank u: uw kandidatuur is verzonden, en u ontvangt er een kopie van per e-mail.",
      "next": "Wat gebeurt er nu?",
      "check": "We bekijken uw dossier en wat u ons hebt meegedeeld.",
      "contact": "We nemen telefonisch of per e-mail contact met u op voor het vervolg: een bezoek, een vraag of ons antwoord. De eigenaar kiest zijn huurder.",
      "documents": "We kunnen u de gebruikelijke documenten vragen: uw identiteitskaart, uw laatste drie loonfiches of een ander bewijs van inkomen, en het bewijs dat u uw laatste huren betaald hebt.",
      "signing": "Bij de ondertekening van de huurovereenkomst zijn de eerste maand huur en kosten, uw deel van de plaatsbeschrijving en een waarborg van drie maanden huur verschuldigd."
    }
  },
  "testimonials": {
    "write": "Deel uw ervaring"
  },
  "jobs": {
    "title": "Kom ons team versterken",
    "intro": "We maken graag kennis met mensen die van Brussel en zijn woningen houden. Stuur ons uw cv (PDF, Word of OpenDocument, hoogstens 5 MB)."
  },
  "portal": {
    "intro": "Volg de bezoeken, de communicatie en de online publicatie van uw panden."
  }
};

export default dictionary;
