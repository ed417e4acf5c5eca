import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "login": {
    "title": "Aanmelden eigenaar",
    "formTitle": "Log in op uw eigenaarsruimte",
    "cta": "Aanmelden eigenaar",
    "text": "Volg de bezoeken, aanvragen en online publicatie van uw eigendom.",
    "email": "E-mailadres",
    "password": "Wachtwoord",
    "submit": "Aanmelden",
    "submitting": "Bezig met aanmelden…",
    "failed": "Het e-mailadres en/of het wachtwoord zijn niet correct.",
    "locked": "Te veel mislukte pogingen. Voor uw veiligheid is aanmelden {{minutes}} minuten geblokkeerd.",
    "forgot": "Wachtwoord vergeten?",
    "back": "Terug naar aanmelden"
  },
  "reset": {
    "requestTitle": "Een nieuw wachtwoord kiezen",
    "askAgain": "Een nieuwe link aanvragen",
    "requestText": "Vul uw e-mailadres in: we sturen u een link om een nieuw wachtwoord te kiezen. Hij werkt één keer, gedurende 60 minuten.",
    "requestSubmit": "Link versturen",
    "requestSent": "Als dit adres van een eigenaar is, is er een link onderweg. Kijk in uw mailbox.",
    "newTitle": "Uw nieuwe wachtwoord",
    "newPassword": "Nieuw wachtwoord",
    "confirmation": "Nieuw wachtwoord, nog eens",
    "hint": "Minstens 12 tekens. Een zin die u onthoudt, is een goed wachtwoord.",
    "newSubmit": "Nieuw wachtwoord opslaan",
    "done": "Uw wachtwoord is gewijzigd. U kunt er nu mee aanmelden.",
    "invalidLink": "Deze link is niet meer geldig. Vraag een nieuwe aan."
  },
  "errors": {
    "emailRequired": "U hebt uw e-mailadres niet ingevuld.",
    "emailInvalid": "Dit e-mailadres is niet geldig.",
    "passwordRequired": "U hebt uw wachtwoord niet ingevuld.",
    "passwordTooShort": "Het wachtwoord moet minstens 12 tekens tellen.",
    "passwordTooLong": "Het wachtwoord mag hoogstens 128 tekens tellen.",
    "passwordsDiffer": "De wachtwoorden zijn niet identiek.",
    "api": "Er is een fout in de API. Probeer het zo dadelijk opnieuw.",
    "formInvalid": "Verbeter de velden die hieronder aangeduid zijn."
  },
  "header": {
    "loggedInAs": "Aangemeld: {{name}}"
  },
  "portal": {
    "title": "Eigenaarsportaal",
    "welcome": "Dag {{name}}",
    "managerNote": "Als beheerder ziet u de panden van alle eigenaars.",
    "manager": "Beheerder",
    "logout": "Afmelden",
    "logoutEverywhere": "Afmelden op alle toestellen",
    "loggedOut": "U bent afgemeld.",
    "needLogin": "Meld u aan om uw panden te volgen.",
    "sessionEnded": "Uw sessie is afgelopen. Meld u opnieuw aan.",
    "loginLink": "Naar aanmelden eigenaar",
    "loading": "Bezig met laden…",
    "property": "Pand",
    "propertyOption": "{{title}} – {{city}} ({{reference}})",
    "ownerGroup": "Eigenaar: {{name}}",
    "noProperties": "Er is nog geen pand aan uw account gekoppeld. Neem contact op met het kantoor als dat niet klopt."
  },
  "stats": {
    "title": "Bezoeken op de site",
    "today": "Vandaag",
    "week": "Deze week",
    "month": "Deze maand",
    "total": "Totaal",
    "graphTitle": "Bezoeken in de laatste 30 dagen",
    "graphSummary": "{{total}} bezoeken in de laatste 30 dagen, hoogstens {{max}} op één dag.",
    "tableCaption": "Bezoeken per dag in de laatste 30 dagen",
    "day": "Dag",
    "views": "Bezoeken",
    "noViews": "Niemand heeft dit pand de laatste 30 dagen op de site bekeken."
  },
  "history": {
    "visits": "Bezichtigingen",
    "visitsEmpty": "Er heeft nog geen bezichtiging van dit pand plaatsgevonden.",
    "communications": "Communicatie",
    "communicationsEmpty": "Het kantoor heeft over dit pand nog geen communicatie verstuurd.",
    "onlineMedia": "Online media",
    "onlineMediaEmpty": "Dit pand staat nog op geen enkel portaal.",
    "date": "Datum",
    "feedback": "Reactie van de bezoekers",
    "kind": "Soort",
    "recipients": "Ontvangers",
    "portal": "Portaal",
    "published": "Gepubliceerd op",
    "withdrawn": "Teruggetrokken op",
    "state": "Status",
    "page": "Pagina {{page}} van {{pageCount}}",
    "previous": "Vorige pagina",
    "next": "Volgende pagina",
    "kinds": {
      "matching-search": "Mailing naar passende zoekopdrachten",
      "newsletter": "Nieuwsbrief",
      "social-media": "Sociale media",
      "print": "Gedrukte advertentie"
    },
    "states": {
      "online": "Online",
      "withdrawn": "Teruggetrokken",
      "refused": "Geweigerd door het portaal"
    }
  },
  "resetMail": {
    "subject": "Uw nieuwe wachtwoord voor het eigenaarsportaal",
    "greeting": "Dag {{name}},",
    "body": "Iemand, hopelijk u, heeft gevraagd een nieuw wachtwoord te kiezen voor het eigenaarsportaal. De link hieronder werkt één keer, gedurende {{minutes}} minuten.",
    "action": "Een nieuw wachtwoord kiezen",
    "ignore": "Hebt u niets gevraagd, negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd."
  }
};

export default dictionary;
