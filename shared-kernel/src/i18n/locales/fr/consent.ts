import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  dialog: {
    title: 'Les cookies sur ce site',
    text: "Nous utilisons des cookies strictement nécessaires au fonctionnement du site. Avec votre accord, nous mesurons aussi les visites, montrons des publicités pertinentes et nous connectons aux réseaux sociaux. Rien de cela n'a lieu avant votre choix, et vous pouvez changer d'avis à tout moment grâce au lien « Paramètres des cookies » en bas de chaque page.",
    policyLink: 'Lire notre politique de cookies',
    agreeAll: 'Tout accepter',
    decline: 'Refuser',
    changeSettings: 'Modifier les paramètres',
    agreePartly: 'Accepter en partie',
  },
  settings: {
    title: 'Vos paramètres de cookies',
    text: "Cochez les catégories que vous acceptez puis choisissez « Accepter en partie ». Les cookies strictement nécessaires sont toujours actifs, car le site ne peut pas fonctionner sans eux.",
    legend: 'Catégories',
    alwaysOn: 'toujours actifs',
  },
  options: {
    necessary: {
      label: 'Strictement nécessaires',
      description: "Retenir votre choix de cookies, votre langue et la campagne d'où vous venez pour vos demandes.",
    },
    analytics: {
      label: 'Statistiques',
      description: 'Compter les visites et voir quelles pages sont lues, pour améliorer le site.',
    },
    marketing: {
      label: 'Marketing',
      description: "Mesurer nos publicités et vous montrer nos biens sur d'autres sites.",
    },
    social: {
      label: 'Réseaux sociaux',
      description: 'Permettre aux réseaux sociaux de mesurer nos campagnes et de vous y montrer nos biens.',
    },
    unclassified: {
      label: 'Non classés',
      description: "Cookies que nous n'avons pas encore classés dans une catégorie.",
    },
  },
  table: {
    title: "Les cookies et traceurs que nous utilisons",
    intro: "Ce que chaque catégorie enregistre dans votre navigateur. Rien d'autre que le strictement nécessaire n'est enregistré avant votre accord.",
    caption: 'Enregistré pour la catégorie {{category}}',
    name: 'Nom',
    provider: 'Fournisseur',
    storage: 'Type',
    purpose: 'Finalité',
    duration: 'Conservé',
    none: "Rien n'est enregistré dans cette catégorie pour le moment.",
    changeSettings: 'Modifier mes paramètres de cookies',
  },
  providers: {
    site: 'Ce site',
  },
  storage: {
    cookie: 'Cookie',
    sessionStorage: 'Stockage de session',
    localStorage: 'Stockage local',
  },
  durations: {
    session: "Jusqu'à la fermeture du navigateur",
    untilCleared: "Jusqu'à ce que vous l'effaciez",
    days_one: '{{count}} jour',
    days_other: '{{count}} jours',
    months_one: '{{count}} mois',
    months_other: '{{count}} mois',
    years_one: '{{count}} an',
    years_other: '{{count}} ans',
  },
  purposes: {
    consent: 'Votre choix de cookies : les catégories que vous avez acceptées.',
    consentSignal: 'Votre choix sous forme de signal Consent Mode, lu par les balises Google.',
    utm: "La campagne du lien d'où vous venez, envoyée avec vos demandes.",
    language: 'La langue que vous avez choisie.',
    ga: 'Distingue les visites pour les compter (Google Analytics).',
    gaSession: "Conserve l'état de votre visite (Google Analytics).",
    gclAu: 'Relie un clic sur une annonce à une demande (Google Ads).',
    fbp: 'Relie une visite à nos campagnes sur Facebook et Instagram (Meta Pixel).',
  },
};

export default dictionary;
