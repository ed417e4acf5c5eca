import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "notFound": {
    "title": "Seite nicht gefunden",
    "text": "Diese Seite existiert nicht mehr. Kehren Sie zur Startseite zurück oder suchen Sie eine Immobilie.",
    "home": "Zurück zur Startseite",
    "searchLabel": "Eine Immobilie suchen",
    "similar": "Ähnliche Immobilien, die noch verfügbar sind"
  },
  "skipToContent": "Zum Hauptinhalt springen",
  "language": {
    "label": "Sprache",
    "en": "English",
    "nl": "Nederlands",
    "fr": "Français",
    "de": "Deutsch"
  },
  "nav": {
    "more": "Mehr",
    "home": "Startseite",
    "main": "Hauptmenü",
    "openMenu": "Menü öffnen",
    "closeMenu": "Menü schließen",
    "drawer": "Menü",
    "breadcrumb": "Brotkrumennavigation",
    "topBar": "Schnellzugriff",
    "favourites": "Favoriten",
    "favouritesCount": "Favoriten ({{count}})",
    "homeLogo": "{{name}} – Startseite"
  },
  "FREE_EVALUATION": "Kostenlose Bewertung",
  "loading": "Wird geladen…",
  "remote": {
    "unavailableTitle": "Dieser Teil der Seite ist nicht verfügbar",
    "unavailableText": "Er konnte nicht geladen werden. Der Rest der Seite funktioniert weiterhin.",
    "retry": "Erneut versuchen"
  },
  "pageError": {
    "title": "Diese Seite konnte nicht geladen werden",
    "text": "Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    "retry": "Erneut versuchen"
  },
  "footer": {
    "discover": "Entdecken",
    "since": "Ihr Immobilienmakler in Brüssel seit {{year}}",
    "rights": "Alle Rechte vorbehalten",
    "label": "Informationen zur Website",
    "legal": "Rechtliche Hinweise",
    "cookieSettings": "Cookie-Einstellungen",
    "newsletterTitle": "Newsletter",
    "newsletterText": "Neue Immobilien und Neuigkeiten der Agentur in Ihrem Postfach."
  },
  "home": {
    "title": "Immobilienagentur in Brüssel",
    "intro": "Häuser, Wohnungen und Gewerbeimmobilien zum Kauf und zur Miete in Brüssel und Umgebung.",
    "counts": "{{sale}} Immobilien zum Verkauf und {{rent}} zur Miete",
    "noModules": "Diese Website hat noch keine Inhalte auf der Startseite: Die Agentur fügt ihre Blöcke über ihr Backoffice hinzu."
  },
  "embed": {
    "notice": "Dieser Inhalt stammt von {{host}}, das Cookies setzen kann und Ihren Besuch sieht, sobald er lädt.",
    "show": "Anzeigen: {{title}}"
  },
  "banner": {
    "label": "Vorstellung der Agentur",
    "video": "Vorstellungsvideo der Agentur",
    "slide": "Foto {{number}} von {{count}}",
    "previous": "Vorheriges Foto",
    "next": "Nächstes Foto"
  },
  "scrollToTop": "Zurück nach oben",
  "stats": {
    "forSale": "Immobilien zum Verkauf",
    "forRent": "Immobilien zur Miete",
    "years": "Jahre Erfahrung",
    "since": "in Brüssel seit {{year}}"
  },
  "articles": {
    "readMore": "Weiterlesen",
    "readMoreAbout": "Weiterlesen: {{title}}",
    "previous": "Zurück",
    "next": "Weiter",
    "slide": "{{number}} von {{count}}",
    "empty": "Hier gibt es noch nichts zu sehen.",
    "allServices": "Alle unsere Dienstleistungen",
    "allValues": "Alle unsere Werte"
  },
  "apiErrors": {
    "network": "Die Verbindung ist fehlgeschlagen. Bitte prüfen Sie sie und versuchen Sie es erneut; nichts von Ihren Eingaben geht verloren.",
    "badRequest": "Die Anfrage konnte nicht gelesen werden. Bitte versuchen Sie es erneut.",
    "validationFailed": "Ein Teil der gesendeten Angaben ist ungültig. Bitte prüfen Sie die markierten Felder.",
    "invalidField": "Dieser Wert ist ungültig.",
    "unauthorized": "Bitte melden Sie sich an.",
    "forbidden": "Dies ist von hier aus nicht erlaubt.",
    "notFound": "Nicht gefunden: Es wurde vielleicht entfernt.",
    "methodNotAllowed": "Diese Aktion ist hier nicht möglich.",
    "conflict": "Dies hat sich inzwischen geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
    "gone": "Dieser Link ist abgelaufen.",
    "payloadTooLarge": "Was Sie gesendet haben, ist zu groß.",
    "unsupportedMediaType": "Diese Art von Datei oder Daten wird nicht angenommen.",
    "unprocessableContent": "Diese Anfrage kann nicht ausgeführt werden.",
    "tooManyRequests": "Zu viele Versuche. Bitte warten Sie einige Minuten, bevor Sie es erneut versuchen.",
    "internalError": "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.",
    "badGateway": "Ein Dienst, auf den wir angewiesen sind, hat nicht richtig geantwortet. Bitte versuchen Sie es gleich noch einmal.",
    "serviceUnavailable": "Unser Server ist kurz nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.",
    "gatewayTimeout": "Ein Dienst, auf den wir angewiesen sind, hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es gleich noch einmal."
  },
  "preview": {
    "banner": "Vorschau von {{part}} {{version}}: Nur dieser Browser sieht diese Version; Besucher sehen die Live-Website.",
    "leave": "Vorschau verlassen",
    "invalidTitle": "Dieser Vorschaulink funktioniert nicht mehr",
    "invalidText": "Er ist abgelaufen, wurde verändert, oder die gezeigte Version ist nicht mehr veröffentlicht. Bitten Sie das Team um einen neuen Link. Die Website selbst ist davon nicht betroffen."
  },
  "unavailable": {
    "title": "Die Website ist gleich wieder da",
    "text": "Wir können diese Seite gerade nicht anzeigen. Sie lädt sich in einigen Sekunden von selbst neu."
  },
  "feedback": {
    "title": "Danke",
    "text": "Ihre Nachricht wurde gesendet. Wir melden uns so bald wie möglich bei Ihnen.",
    "newsletter": "Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Klicken Sie auf den Link darin, um Ihr Newsletter-Abonnement zu bestätigen; ohne Bestätigung erhalten Sie nichts.",
    "home": "Zurück zur Startseite",
    "forSale": "Immobilien zum Verkauf ansehen",
    "demand": "Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Klicken Sie auf den Link darin, um Ihre Suche zu bestätigen; danach informieren wir Sie über jede passende Immobilie.",
    "newsletterConfirmed": "Ihr Newsletter-Abonnement ist bestätigt. Vielen Dank!",
    "demandConfirmed": "Ihre Suche ist bestätigt: Wir schicken Ihnen jede neue passende Immobilie per E-Mail.",
    "follow": "Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Klicken Sie auf den Link darin, um zu bestätigen; danach informieren wir Sie, wenn sich der Preis dieser Immobilie ändert oder sie verkauft oder vermietet wird.",
    "followConfirmed": "Bestätigt: Wir schreiben Ihnen, wenn sich der Preis dieser Immobilie ändert oder sie verkauft oder vermietet wird.",
    "unsubscribed": "Sie sind abgemeldet. Sie erhalten diese E-Mails nicht mehr.",
    "linkInvalid": "Dieser Link ist nicht mehr gültig. Vielleicht wurde er schon benutzt oder das Abonnement gekündigt.",
    "forRent": "Immobilien zur Miete ansehen",
    "rental": {
      "text": "Vielen Dank: Ihre Bewerbung wurde gesendet, und Sie erhalten eine Kopie per E-Mail.",
      "next": "Wie geht es weiter?",
      "check": "Wir prüfen Ihre Unterlagen und Ihre Angaben.",
      "contact": "Wir melden uns telefonisch oder per E-Mail zum weiteren Vorgehen: eine Besichtigung, eine Rückfrage oder unsere Antwort. Der Eigentümer wählt seinen Mieter.",
      "documents": "Wir können Sie um die üblichen Unterlagen bitten: Ihren Personalausweis, Ihre letzten drei Gehaltsabrechnungen oder einen anderen Einkommensnachweis und den Nachweis, dass Sie Ihre letzten Mieten bezahlt haben.",
      "signing": "Bei der Unterzeichnung des Mietvertrags sind die erste Monatsmiete mit Nebenkosten, Ihr Anteil an der Wohnungsbeschreibung und eine Kaution von drei Monatsmieten fällig."
    }
  },
  "testimonials": {
    "write": "Teilen Sie Ihre Erfahrung"
  },
  "jobs": {
    "title": "Verstärken Sie unser Team",
    "intro": "Wir lernen gern Menschen kennen, die Brüssel und seine Wohnungen lieben. Senden Sie uns Ihren Lebenslauf (PDF, Word oder OpenDocument, höchstens 5 MB)."
  },
  "portal": {
    "intro": "Verfolgen Sie die Besuche, die Kommunikation und die Online-Veröffentlichung Ihrer Immobilien."
  }
};

export default dictionary;
