import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "login": {
    "title": "Eigentümer-Login",
    "formTitle": "Melden Sie sich in Ihrem Eigentümerbereich an",
    "cta": "Eigentümer-Login",
    "text": "Verfolgen Sie die Besuche, Anfragen und die Online-Veröffentlichung Ihrer Immobilie.",
    "email": "E-Mail-Adresse",
    "password": "Passwort",
    "submit": "Anmelden",
    "submitting": "Anmeldung läuft…",
    "failed": "Die E-Mail-Adresse und/oder das Passwort sind nicht korrekt.",
    "locked": "Zu viele fehlgeschlagene Versuche. Zu Ihrer Sicherheit ist die Anmeldung {{minutes}} Minuten lang gesperrt.",
    "forgot": "Passwort vergessen?",
    "back": "Zurück zur Anmeldung"
  },
  "reset": {
    "requestTitle": "Ein neues Passwort wählen",
    "askAgain": "Einen neuen Link anfordern",
    "requestText": "Geben Sie Ihre E-Mail-Adresse ein: Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen. Er gilt einmal, 60 Minuten lang.",
    "requestSubmit": "Link senden",
    "requestSent": "Wenn diese Adresse einem Eigentümer gehört, ist ein Link unterwegs. Sehen Sie in Ihrem Postfach nach.",
    "newTitle": "Ihr neues Passwort",
    "newPassword": "Neues Passwort",
    "confirmation": "Neues Passwort wiederholen",
    "hint": "Mindestens 12 Zeichen. Ein Satz, den Sie sich merken, ist ein gutes Passwort.",
    "newSubmit": "Neues Passwort speichern",
    "done": "Ihr Passwort wurde geändert. Sie können sich jetzt damit anmelden.",
    "invalidLink": "Dieser Link ist nicht mehr gültig. Fordern Sie einen neuen an."
  },
  "errors": {
    "emailRequired": "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    "emailInvalid": "Diese E-Mail-Adresse ist nicht gültig.",
    "passwordRequired": "Bitte geben Sie Ihr Passwort ein.",
    "passwordTooShort": "Das Passwort muss mindestens 12 Zeichen lang sein.",
    "passwordTooLong": "Das Passwort darf höchstens 128 Zeichen lang sein.",
    "passwordsDiffer": "Die Passwörter sind nicht identisch.",
    "api": "In der API ist ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.",
    "formInvalid": "Bitte korrigieren Sie die unten markierten Felder."
  },
  "header": {
    "loggedInAs": "Angemeldet: {{name}}"
  },
  "portal": {
    "title": "Eigentümerportal",
    "welcome": "Guten Tag, {{name}}",
    "managerNote": "Als Verwalter sehen Sie die Immobilien aller Eigentümer.",
    "manager": "Verwalter",
    "logout": "Abmelden",
    "logoutEverywhere": "Auf allen Geräten abmelden",
    "loggedOut": "Sie sind abgemeldet.",
    "needLogin": "Bitte melden Sie sich an, um Ihre Immobilien zu verfolgen.",
    "sessionEnded": "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    "loginLink": "Zum Eigentümer-Login",
    "loading": "Wird geladen…",
    "property": "Immobilie",
    "propertyOption": "{{title}} – {{city}} ({{reference}})",
    "ownerGroup": "Eigentümer: {{name}}",
    "noProperties": "Ihrem Konto ist noch keine Immobilie zugeordnet. Wenden Sie sich an die Agentur, falls das nicht stimmt."
  },
  "stats": {
    "title": "Besuche auf der Website",
    "today": "Heute",
    "week": "Diese Woche",
    "month": "Diesen Monat",
    "total": "Insgesamt",
    "graphTitle": "Besuche der letzten 30 Tage",
    "graphSummary": "{{total}} Besuche in den letzten 30 Tagen, höchstens {{max}} an einem Tag.",
    "tableCaption": "Besuche pro Tag in den letzten 30 Tagen",
    "day": "Tag",
    "views": "Besuche",
    "noViews": "In den letzten 30 Tagen hat niemand diese Immobilie auf der Website angesehen."
  },
  "history": {
    "visits": "Besichtigungen",
    "visitsEmpty": "Es hat noch keine Besichtigung dieser Immobilie stattgefunden.",
    "communications": "Mitteilungen",
    "communicationsEmpty": "Die Agentur hat zu dieser Immobilie noch keine Mitteilung versandt.",
    "onlineMedia": "Online-Medien",
    "onlineMediaEmpty": "Diese Immobilie ist noch auf keinem Portal veröffentlicht.",
    "date": "Datum",
    "feedback": "Rückmeldung der Besucher",
    "kind": "Art",
    "recipients": "Empfänger",
    "portal": "Portal",
    "published": "Veröffentlicht am",
    "withdrawn": "Zurückgezogen am",
    "state": "Status",
    "page": "Seite {{page}} von {{pageCount}}",
    "previous": "Vorherige Seite",
    "next": "Nächste Seite",
    "kinds": {
      "matching-search": "Versand an passende Suchaufträge",
      "newsletter": "Newsletter",
      "social-media": "Soziale Medien",
      "print": "Printanzeige"
    },
    "states": {
      "online": "Online",
      "withdrawn": "Zurückgezogen",
      "refused": "Vom Portal abgelehnt"
    }
  },
  "resetMail": {
    "subject": "Ihr neues Passwort für das Eigentümerportal",
    "greeting": "Guten Tag, {{name}},",
    "body": "Jemand, hoffentlich Sie, hat ein neues Passwort für das Eigentümerportal angefordert. Der Link unten gilt einmal, {{minutes}} Minuten lang.",
    "action": "Ein neues Passwort wählen",
    "ignore": "Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert."
  }
};

export default dictionary;
