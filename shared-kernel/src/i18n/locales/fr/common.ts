import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "notFound": {
    "title": "Page non trouvée",
    "text": "Cette page n'existe plus. Retournez à l'accueil ou recherchez un bien.",
    "home": "Retour à l'accueil",
    "searchLabel": "Rechercher un bien",
    "similar": "Biens similaires encore disponibles"
  },
  "skipToContent": "Aller au contenu principal",
  "language": {
    "label": "Langue",
    "en": "English",
    "nl": "Nederlands",
    "fr": "Français",
    "de": "Deutsch"
  },
  "nav": {
    "more": "Plus",
    "home": "Accueil",
    "main": "Menu principal",
    "openMenu": "Ouvrir le menu",
    "closeMenu": "Fermer le menu",
    "drawer": "Menu",
    "breadcrumb": "Fil d'Ariane",
    "topBar": "Liens rapides",
    "favourites": "Favoris",
    "favouritesCount": "Favoris ({{count}})",
    "homeLogo": "{{name}} – page d'accueil"
  },
  "FREE_EVALUATION": "Estimation gratuite",
  "loading": "Chargement…",
  "remote": {
    "unavailableTitle": "Cette partie de la page est indisponible",
    "unavailableText": "Elle n'a pas pu être chargée. Le reste de la page fonctionne toujours.",
    "retry": "Réessayer"
  },
  "pageError": {
    "title": "Cette page n'a pas pu être chargée",
    "text": "Vérifiez votre connexion et réessayez.",
    "retry": "Réessayer"
  },
  "footer": {
    "discover": "Découvrir",
    "since": "Votre agence immobilière à Bruxelles depuis {{year}}",
    "rights": "Tous droits réservés",
    "label": "Informations sur le site",
    "legal": "Informations légales",
    "cookieSettings": "Paramètres des cookies",
    "newsletterTitle": "Newsletter",
    "newsletterText": "Les nouveaux biens et les nouvelles de l'agence dans votre boîte aux lettres."
  },
  "home": {
    "title": "Agence immobilière à Bruxelles",
    "intro": "Maisons, appartements et biens commerciaux à vendre et à louer à Bruxelles et dans ses environs.",
    "counts": "{{sale}} biens à vendre et {{rent}} à louer",
    "noModules": "Ce site n'a pas encore de contenu d'accueil : l'agence ajoute ses blocs depuis son back-office."
  },
  "embed": {
    "notice": "Ce contenu est fourni par {{host}}, qui peut déposer des cookies et voir votre visite dès qu'il se charge.",
    "show": "Afficher : {{title}}"
  },
  "banner": {
    "label": "Présentation de l'agence",
    "video": "Vidéo de présentation de l'agence",
    "slide": "Photo {{number}} sur {{count}}",
    "previous": "Photo précédente",
    "next": "Photo suivante"
  },
  "scrollToTop": "Retour en haut de la page",
  "stats": {
    "forSale": "biens à vendre",
    "forRent": "biens à louer",
    "years": "années d'expérience",
    "since": "à Bruxelles depuis {{year}}"
  },
  "articles": {
    "readMore": "Lire la suite",
    "readMoreAbout": "Lire la suite : {{title}}",
    "previous": "Précédent",
    "next": "Suivant",
    "slide": "{{number}} sur {{count}}",
    "empty": "Rien à afficher pour le moment.",
    "allServices": "Tous nos services",
    "allValues": "Toutes nos valeurs"
  },
  "apiErrors": {
    "network": "La connexion a échoué. Vérifiez-la et réessayez ; rien de ce que vous avez saisi n'est perdu.",
    "badRequest": "La demande n'a pas pu être lue. Veuillez réessayer.",
    "validationFailed": "Une partie de ce qui a été envoyé n'est pas valable. Vérifiez les champs indiqués.",
    "invalidField": "Cette valeur n'est pas valable.",
    "unauthorized": "Veuillez vous connecter.",
    "forbidden": "Ceci n'est pas autorisé depuis cet endroit.",
    "notFound": "Introuvable : cet élément a peut-être été supprimé.",
    "methodNotAllowed": "Cette action n'est pas possible ici.",
    "conflict": "Ceci a changé entre-temps. Rechargez la page et réessayez.",
    "gone": "Ce lien a expiré.",
    "payloadTooLarge": "Ce que vous avez envoyé est trop volumineux.",
    "unsupportedMediaType": "Ce type de fichier ou de données n'est pas accepté.",
    "unprocessableContent": "Cette demande ne peut pas être traitée.",
    "tooManyRequests": "Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.",
    "internalError": "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
    "badGateway": "Un service dont nous dépendons n'a pas répondu correctement. Veuillez réessayer dans un instant.",
    "serviceUnavailable": "Notre serveur est momentanément indisponible. Veuillez réessayer dans une minute.",
    "gatewayTimeout": "Un service dont nous dépendons n'a pas répondu à temps. Veuillez réessayer dans un instant."
  },
  "preview": {
    "banner": "Aperçu de {{part}} {{version}} : seul ce navigateur voit cette version ; les visiteurs voient le site en ligne.",
    "leave": "Quitter l'aperçu",
    "invalidTitle": "Ce lien d'aperçu ne fonctionne plus",
    "invalidText": "Il a expiré, a été modifié, ou la version qu'il montre n'est plus publiée. Demandez un nouveau lien à l'équipe. Le site lui-même n'est pas touché."
  },
  "unavailable": {
    "title": "Le site revient dans un instant",
    "text": "Nous ne pouvons pas afficher cette page pour le moment. Elle se rechargera d'elle-même dans quelques secondes."
  },
  "feedback": {
    "title": "Merci",
    "text": "Votre message a bien été envoyé. Nous revenons vers vous dans les plus brefs délais.",
    "newsletter": "Presque terminé : nous vous avons envoyé un e-mail. Cliquez sur le lien qu'il contient pour confirmer votre inscription à notre newsletter ; sans confirmation, vous ne recevrez rien.",
    "home": "Retour à l'accueil",
    "forSale": "Voir les biens à vendre",
    "demand": "Presque terminé : nous vous avons envoyé un e-mail. Cliquez sur le lien qu'il contient pour confirmer votre recherche ; nous vous préviendrons ensuite de chaque bien qui y correspond.",
    "newsletterConfirmed": "Votre inscription à notre newsletter est confirmée. Merci !",
    "demandConfirmed": "Votre recherche est confirmée : nous vous préviendrons par e-mail de chaque nouveau bien qui y correspond.",
    "follow": "Presque terminé : nous vous avons envoyé un e-mail. Cliquez sur le lien qu'il contient pour confirmer ; nous vous préviendrons ensuite si le prix de ce bien change ou s'il est vendu ou loué.",
    "followConfirmed": "C'est confirmé : nous vous préviendrons par e-mail si le prix de ce bien change ou s'il est vendu ou loué.",
    "unsubscribed": "Vous êtes désinscrit. Vous ne recevrez plus ces e-mails.",
    "linkInvalid": "Ce lien n'est plus valable. Il a peut-être déjà servi ou l'inscription a été annulée.",
    "forRent": "Voir les biens à louer",
    "rental": {
      "text": "Merci : votre candidature a bien été envoyée, et vous en recevez une copie par e-mail.",
      "next": "Et maintenant ?",
      "check": "Nous vérifions votre dossier et ce que vous nous avez indiqué.",
      "contact": "Nous vous contactons par téléphone ou par e-mail pour la suite : une visite, des précisions ou notre réponse. Le propriétaire choisit son locataire.",
      "documents": "Nous pouvons vous demander les documents habituels : votre carte d'identité, vos trois dernières fiches de paie ou une autre preuve de revenus, et la preuve du paiement de vos derniers loyers.",
      "signing": "À la signature du bail sont dus le premier mois de loyer et de charges, votre part de l'état des lieux et une garantie de trois mois de loyer."
    }
  },
  "testimonials": {
    "write": "Partagez votre expérience"
  },
  "jobs": {
    "title": "Rejoignez notre équipe",
    "intro": "Nous rencontrons volontiers celles et ceux qui aiment Bruxelles et ses logements. Envoyez-nous votre CV (PDF, Word ou OpenDocument, 5 Mo au plus)."
  },
  "portal": {
    "intro": "Suivez les visites, les communications et la diffusion en ligne de vos biens."
  }
};

export default dictionary;
