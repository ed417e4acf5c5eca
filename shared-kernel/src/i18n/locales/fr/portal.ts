import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "login": {
    "title": "Accès propriétaire",
    "formTitle": "Connectez-vous à votre espace",
    "cta": "Accès propriétaire",
    "text": "Suivez les visites, les demandes et la publication en ligne de votre bien.",
    "email": "Adresse électronique",
    "password": "Mot de passe",
    "submit": "Se connecter",
    "submitting": "Connexion…",
    "failed": "L'adresse électronique et/ou le mot de passe sont incorrects.",
    "locked": "Trop de tentatives échouées. Pour votre sécurité, la connexion est bloquée pendant {{minutes}} minutes.",
    "forgot": "Mot de passe oublié ?",
    "back": "Retour à la connexion"
  },
  "reset": {
    "requestTitle": "Choisir un nouveau mot de passe",
    "askAgain": "Demander un nouveau lien",
    "requestText": "Indiquez votre adresse électronique : nous vous enverrons un lien pour choisir un nouveau mot de passe. Il ne sert qu'une fois, pendant 60 minutes.",
    "requestSubmit": "Envoyer le lien",
    "requestSent": "Si cette adresse appartient à un propriétaire, un lien est en route. Consultez votre boîte de réception.",
    "newTitle": "Votre nouveau mot de passe",
    "newPassword": "Nouveau mot de passe",
    "confirmation": "Nouveau mot de passe, une seconde fois",
    "hint": "Au moins 12 caractères. Une phrase dont vous vous souvenez fait un bon mot de passe.",
    "newSubmit": "Enregistrer le nouveau mot de passe",
    "done": "Votre mot de passe a été modifié. Vous pouvez vous connecter avec lui dès maintenant.",
    "invalidLink": "Ce lien n'est plus valable. Demandez-en un nouveau."
  },
  "errors": {
    "emailRequired": "Vous n'avez pas saisi votre adresse électronique.",
    "emailInvalid": "Cette adresse électronique n'est pas valable.",
    "passwordRequired": "Vous n'avez pas saisi votre mot de passe.",
    "passwordTooShort": "Le mot de passe doit compter au moins 12 caractères.",
    "passwordTooLong": "Le mot de passe peut compter au plus 128 caractères.",
    "passwordsDiffer": "Les mots de passe ne sont pas identiques.",
    "api": "Il y a une erreur dans l'API. Veuillez réessayer dans un instant.",
    "formInvalid": "Veuillez corriger les champs indiqués ci-dessous."
  },
  "header": {
    "loggedInAs": "Connecté : {{name}}"
  },
  "portal": {
    "title": "Espace propriétaire",
    "welcome": "Bonjour {{name}}",
    "managerNote": "En tant que gestionnaire, vous voyez les biens de tous les propriétaires.",
    "manager": "Gestionnaire",
    "logout": "Se déconnecter",
    "logoutEverywhere": "Se déconnecter de tous les appareils",
    "loggedOut": "Vous êtes déconnecté.",
    "needLogin": "Veuillez vous connecter pour suivre vos biens.",
    "sessionEnded": "Votre session a pris fin. Veuillez vous reconnecter.",
    "loginLink": "Aller à l'accès propriétaire",
    "loading": "Chargement…",
    "property": "Bien",
    "propertyOption": "{{title}} – {{city}} ({{reference}})",
    "ownerGroup": "Propriétaire : {{name}}",
    "noProperties": "Aucun bien n'est encore lié à votre compte. Contactez l'agence si ce n'est pas normal."
  },
  "stats": {
    "title": "Visites sur le site",
    "today": "Aujourd'hui",
    "week": "Cette semaine",
    "month": "Ce mois-ci",
    "total": "Total",
    "graphTitle": "Visites des 30 derniers jours",
    "graphSummary": "{{total}} visites sur les 30 derniers jours, au plus {{max}} en un jour.",
    "tableCaption": "Visites par jour sur les 30 derniers jours",
    "day": "Jour",
    "views": "Visites",
    "noViews": "Personne n'a consulté ce bien sur le site ces 30 derniers jours."
  },
  "history": {
    "visits": "Visites",
    "visitsEmpty": "Aucune visite de ce bien n'a encore eu lieu.",
    "communications": "Communications",
    "communicationsEmpty": "L'agence n'a encore envoyé aucune communication au sujet de ce bien.",
    "onlineMedia": "Médias en ligne",
    "onlineMediaEmpty": "Ce bien n'est encore publié sur aucun portail.",
    "date": "Date",
    "feedback": "Retour des visiteurs",
    "kind": "Type",
    "recipients": "Destinataires",
    "portal": "Portail",
    "published": "Publié le",
    "withdrawn": "Retiré le",
    "state": "État",
    "page": "Page {{page}} sur {{pageCount}}",
    "previous": "Page précédente",
    "next": "Page suivante",
    "kinds": {
      "matching-search": "Envoi aux recherches correspondantes",
      "newsletter": "Lettre d'information",
      "social-media": "Réseaux sociaux",
      "print": "Annonce imprimée"
    },
    "states": {
      "online": "En ligne",
      "withdrawn": "Retiré",
      "refused": "Refusé par le portail"
    }
  },
  "resetMail": {
    "subject": "Votre nouveau mot de passe pour l'espace propriétaire",
    "greeting": "Bonjour {{name}},",
    "body": "Quelqu'un, vous sans doute, a demandé à choisir un nouveau mot de passe pour l'espace propriétaire. Le lien ci-dessous ne sert qu'une fois, pendant {{minutes}} minutes.",
    "action": "Choisir un nouveau mot de passe",
    "ignore": "Si vous n'avez rien demandé, ignorez ce courriel : votre mot de passe reste inchangé."
  }
};

export default dictionary;
