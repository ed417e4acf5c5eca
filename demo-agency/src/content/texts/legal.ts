import type { Texts } from './types.js';

/** The text of the privacy page (spec §2 /Privacy/). */
export const PRIVACY: Texts = {
  fr:
    'Lambermont Immobilier, avenue Louise 231, 1050 Bruxelles, est responsable du traitement des données personnelles que vous nous confiez sur ce site.\n\n' +
    "Nous utilisons vos données uniquement pour répondre à vos demandes (contact, visite, estimation, documents), pour vous informer des biens correspondant à votre recherche si vous vous êtes inscrit au registre de recherche ou à notre lettre d'information, et pour donner aux propriétaires l'accès à leur espace. Nous nous fondons sur votre consentement, sur l'exécution d'un contrat ou de mesures précontractuelles, et sur nos obligations légales, notamment en matière de lutte contre le blanchiment.\n\n" +
    "Vos données ne sont jamais vendues. Elles sont conservées le temps nécessaire à ces finalités : trois ans après notre dernier contact pour une demande, jusqu'à votre désinscription pour le registre de recherche et la lettre d'information, et pendant les durées imposées par la loi pour les dossiers de vente et de location.\n\n" +
    "Vous pouvez à tout moment consulter, rectifier ou effacer vos données, en limiter le traitement, vous y opposer ou en demander une copie, en écrivant à info@agence-lambermont.be. Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une plainte auprès de l'Autorité de protection des données.",
  nl:
    'Lambermont Immobilier, Louizalaan 231, 1050 Brussel, is verantwoordelijk voor de verwerking van de persoonsgegevens die u ons via deze website toevertrouwt.\n\n' +
    'We gebruiken uw gegevens alleen om uw aanvragen te beantwoorden (contact, bezoek, schatting, documenten), om u te informeren over panden die bij uw zoekopdracht passen als u zich inschreef in het zoekregister of voor onze nieuwsbrief, en om eigenaars toegang te geven tot hun eigenaarsruimte. We steunen daarbij op uw toestemming, op de uitvoering van een overeenkomst of van precontractuele maatregelen, en op onze wettelijke verplichtingen, onder meer inzake de strijd tegen het witwassen van geld.\n\n' +
    'Uw gegevens worden nooit verkocht. We bewaren ze zolang dat voor deze doeleinden nodig is: drie jaar na ons laatste contact voor een aanvraag, tot u zich uitschrijft voor het zoekregister en de nieuwsbrief, en gedurende de wettelijke termijnen voor verkoop- en verhuurdossiers.\n\n' +
    'U kunt uw gegevens op elk moment inzien, verbeteren of laten wissen, de verwerking ervan laten beperken, u ertegen verzetten of er een kopie van vragen door te schrijven naar info@agence-lambermont.be. Meent u dat uw rechten niet gerespecteerd worden, dan kunt u klacht indienen bij de Gegevensbeschermingsautoriteit.',
  en:
    'Lambermont Immobilier, 231 Avenue Louise, 1050 Brussels, is the controller of the personal data you entrust to us on this website.\n\n' +
    'We use your data only to answer your requests (contact, viewing, valuation, documents), to tell you about properties matching your search if you signed up to our search register or newsletter, and to give owners access to their owner area. We rely on your consent, on the performance of a contract or of pre-contractual steps, and on our legal obligations, in particular under anti-money-laundering law.\n\n' +
    'Your data is never sold. We keep it as long as these purposes require: three years after our last contact for a request, until you unsubscribe for the search register and the newsletter, and for the periods the law imposes for sale and letting files.\n\n' +
    'You may at any time access, correct or erase your data, restrict or object to its processing, or ask for a copy of it, by writing to info@agence-lambermont.be. If you believe your rights are not respected, you may lodge a complaint with the Belgian Data Protection Authority.',
  de:
    'Lambermont Immobilier, Avenue Louise 231, 1050 Brüssel, ist Verantwortlicher für die Verarbeitung der personenbezogenen Daten, die Sie uns auf dieser Website anvertrauen.\n\n' +
    'Wir verwenden Ihre Daten ausschließlich, um Ihre Anfragen zu beantworten (Kontakt, Besichtigung, Bewertung, Unterlagen), um Sie über passende Immobilien zu informieren, wenn Sie sich in unser Suchregister oder für unseren Newsletter eingetragen haben, und um Eigentümern Zugang zu ihrem Eigentümerbereich zu geben. Rechtsgrundlagen sind Ihre Einwilligung, die Erfüllung eines Vertrags oder vorvertraglicher Maßnahmen sowie unsere gesetzlichen Pflichten, insbesondere zur Bekämpfung der Geldwäsche.\n\n' +
    'Ihre Daten werden niemals verkauft. Wir bewahren sie so lange auf, wie es diese Zwecke erfordern: drei Jahre nach unserem letzten Kontakt bei einer Anfrage, bis zu Ihrer Abmeldung beim Suchregister und beim Newsletter und während der gesetzlich vorgeschriebenen Fristen bei Verkaufs- und Vermietungsakten.\n\n' +
    'Sie können jederzeit Auskunft über Ihre Daten verlangen, sie berichtigen oder löschen lassen, ihre Verarbeitung einschränken lassen, ihr widersprechen oder eine Kopie anfordern, indem Sie an info@agence-lambermont.be schreiben. Wenn Sie der Ansicht sind, dass Ihre Rechte nicht gewahrt werden, können Sie bei der belgischen Datenschutzbehörde Beschwerde einlegen.',
};

/** The text of the cookie policy: the five categories of the consent dialog (spec §4). */
export const COOKIE_POLICY: Texts = {
  fr:
    'Un cookie est un petit fichier déposé par le site dans votre navigateur. Lors de votre première visite, une fenêtre vous demande quels cookies vous acceptez ; seuls les cookies strictement nécessaires sont déposés sans votre accord.\n\n' +
    "Les cookies strictement nécessaires retiennent votre choix en matière de cookies et la langue du site ; pendant que nous essayons une nouvelle version d'une partie du site sur certaines visites, l'un d'eux retient aussi quelle version reçoit votre visite (un nombre de 0 à 99, effacé à la fermeture du navigateur). Les cookies analytiques mesurent, de façon agrégée, la fréquentation des pages pour nous aider à améliorer le site. Les cookies marketing mesurent l'efficacité de nos annonces et vous présentent des biens pertinents sur d'autres sites. Les cookies de réseaux sociaux permettent de partager un bien et d'afficher des contenus de réseaux sociaux. Les cookies non classés sont en cours d'identification ; eux aussi ne sont déposés qu'avec votre accord.\n\n" +
    "Vous pouvez accepter tous les cookies, les refuser ou choisir catégorie par catégorie. Pour revenir sur votre choix à tout moment, cliquez sur le lien « Paramètres des cookies » en bas de chaque page : la fenêtre s'ouvre à nouveau avec vos choix actuels.",
  nl:
    'Een cookie is een klein bestand dat de website in uw browser plaatst. Bij uw eerste bezoek vraagt een venster welke cookies u aanvaardt; alleen strikt noodzakelijke cookies worden zonder uw toestemming geplaatst.\n\n' +
    'Strikt noodzakelijke cookies onthouden uw cookiekeuze en de taal van de website; terwijl we een nieuwe versie van een deel van de website bij sommige bezoeken uitproberen, onthoudt een ervan ook welke versie uw bezoek krijgt (een getal van 0 tot 99, gewist wanneer u de browser sluit). Analytische cookies meten op geaggregeerde wijze het bezoek aan de pagina’s, zodat we de website kunnen verbeteren. Marketingcookies meten hoe doeltreffend onze advertenties zijn en tonen u relevante panden op andere websites. Socialemediacookies laten u een pand delen en inhoud van sociale netwerken bekijken. Niet-geclassificeerde cookies moeten nog ingedeeld worden; ook die worden alleen met uw toestemming geplaatst.\n\n' +
    'U kunt alle cookies aanvaarden, ze weigeren of per categorie kiezen. U kunt uw keuze op elk moment wijzigen via de link ‘Cookie-instellingen’ onderaan elke pagina: het venster gaat dan opnieuw open met uw huidige keuzes.',
  en:
    'A cookie is a small file that a website stores in your browser. On your first visit a dialog asks which cookies you accept; only strictly necessary cookies are set without your consent.\n\n' +
    'Strictly necessary cookies remember your cookie choice and the language of the site; while we try a new version of a part of the site on some visits, one of them also remembers which version your visit gets (a number from 0 to 99, erased when you close the browser). Analytics cookies measure page visits in aggregate to help us improve the site. Marketing cookies measure how well our advertisements work and show you relevant properties on other websites. Social media cookies let you share a property and display content from social networks. Unclassified cookies are those still being identified; they too are set only with your consent.\n\n' +
    "You may accept all cookies, refuse them or choose category by category. To change your choice at any time, use the “Cookie settings” link at the bottom of every page: the dialog opens again with your current choices.",
  de:
    'Ein Cookie ist eine kleine Datei, die eine Website in Ihrem Browser speichert. Bei Ihrem ersten Besuch fragt ein Dialog, welche Cookies Sie akzeptieren; nur unbedingt erforderliche Cookies werden ohne Ihre Einwilligung gesetzt.\n\n' +
    'Unbedingt erforderliche Cookies speichern Ihre Cookie-Auswahl und die Sprache der Website; während wir eine neue Version eines Teils der Website bei einigen Besuchen erproben, speichert eines davon auch, welche Version Ihr Besuch erhält (eine Zahl von 0 bis 99, gelöscht, wenn Sie den Browser schließen). Analyse-Cookies messen die Seitenaufrufe in zusammengefasster Form, damit wir die Website verbessern können. Marketing-Cookies messen die Wirksamkeit unserer Anzeigen und zeigen Ihnen passende Immobilien auf anderen Websites. Social-Media-Cookies ermöglichen es, eine Immobilie zu teilen und Inhalte sozialer Netzwerke anzuzeigen. Nicht klassifizierte Cookies werden noch zugeordnet; auch sie werden nur mit Ihrer Einwilligung gesetzt.\n\n' +
    'Sie können alle Cookies akzeptieren, sie ablehnen oder nach Kategorien wählen. Um Ihre Wahl jederzeit zu ändern, klicken Sie unten auf jeder Seite auf den Link „Cookie-Einstellungen“: Der Dialog öffnet sich erneut mit Ihrer aktuellen Auswahl.',
};

export const DISCLAIMER: Texts = {
  fr:
    'Les informations publiées sur ce site, notamment les descriptions, surfaces, prix et photos des biens, sont fournies à titre indicatif et sans valeur contractuelle. Elles sont établies avec soin sur la base des données communiquées par les propriétaires, mais peuvent contenir des erreurs ou ne plus être à jour.\n\n' +
    'Un bien peut être vendu ou loué avant la mise à jour du site. Seuls les documents signés par les parties, comme le compromis de vente ou le bail, engagent Lambermont Immobilier et ses clients.\n\n' +
    "Ce site contient des liens vers des sites tiers, dont nous ne maîtrisons pas le contenu. Les textes, photos et éléments graphiques du site sont protégés par le droit d'auteur et ne peuvent être reproduits sans notre autorisation écrite.",
  nl:
    'De informatie op deze website, met name de beschrijvingen, oppervlakten, prijzen en foto’s van de panden, wordt ter informatie verstrekt en is niet contractueel bindend. Ze wordt zorgvuldig opgesteld op basis van de gegevens die de eigenaars ons bezorgen, maar kan fouten bevatten of niet meer actueel zijn.\n\n' +
    'Een pand kan verkocht of verhuurd zijn voor de website bijgewerkt is. Alleen documenten die door de partijen ondertekend zijn, zoals de verkoopovereenkomst of het huurcontract, binden Lambermont Immobilier en zijn klanten.\n\n' +
    'Deze website bevat links naar websites van derden, waarvan we de inhoud niet beheren. De teksten, foto’s en grafische elementen van de website zijn auteursrechtelijk beschermd en mogen niet zonder onze schriftelijke toestemming worden overgenomen.',
  en:
    'The information published on this website, in particular the descriptions, floor areas, prices and photographs of properties, is given for information only and is not contractually binding. It is prepared with care from the data owners provide, but may contain errors or be out of date.\n\n' +
    'A property may be sold or let before the website is updated. Only documents signed by the parties, such as the sale agreement or the lease, bind Lambermont Immobilier and its clients.\n\n' +
    'This website contains links to third-party sites whose content we do not control. The texts, photographs and graphics of the website are protected by copyright and may not be reproduced without our written permission.',
  de:
    'Die auf dieser Website veröffentlichten Informationen, insbesondere Beschreibungen, Flächen, Preise und Fotos der Immobilien, dienen nur der Information und sind nicht vertraglich bindend. Sie werden sorgfältig auf Grundlage der Angaben der Eigentümer erstellt, können aber Fehler enthalten oder nicht mehr aktuell sein.\n\n' +
    'Eine Immobilie kann verkauft oder vermietet sein, bevor die Website aktualisiert wird. Nur von den Parteien unterzeichnete Dokumente wie der Kaufvorvertrag oder der Mietvertrag binden Lambermont Immobilier und seine Kunden.\n\n' +
    'Diese Website enthält Links zu Websites Dritter, auf deren Inhalt wir keinen Einfluss haben. Texte, Fotos und grafische Elemente der Website sind urheberrechtlich geschützt und dürfen ohne unsere schriftliche Genehmigung nicht vervielfältigt werden.',
};

/** The draft job page: written, not yet published. */
export const JOBS: Texts = {
  fr: "Nous cherchons un conseiller ou une conseillère en vente pour renforcer notre équipe de l'avenue Louise. Envoyez-nous votre CV et quelques lignes sur vous par le formulaire de contact.",
  nl: 'We zoeken een verkoopadviseur (m/v/x) om ons team aan de Louizalaan te versterken. Stuur ons uw cv en enkele regels over uzelf via het contactformulier.',
  en: 'We are looking for a sales adviser to strengthen our team on Avenue Louise. Send us your CV and a few lines about yourself through the contact form.',
  de: 'Zur Verstärkung unseres Teams an der Avenue Louise suchen wir eine Verkaufsberaterin oder einen Verkaufsberater. Senden Sie uns Ihren Lebenslauf und ein paar Zeilen über sich über das Kontaktformular.',
};
