import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "notFound": {
    "title": "Page not found",
    "text": "This page no longer exists. Go back to the home page or search for a property.",
    "home": "Back to the home page",
    "searchLabel": "Search for a property",
    "similar": "Similar properties still available"
  },
  "skipToContent": "Skip to main content",
  "language": {
    "label": "Language",
    "en": "English",
    "nl": "Nederlands",
    "fr": "Français",
    "de": "Deutsch"
  },
  "nav": {
    "more": "More",
    "home": "Home",
    "main": "Main menu",
    "openMenu": "Open the menu",
    "closeMenu": "Close the menu",
    "drawer": "Menu",
    "breadcrumb": "Breadcrumb",
    "topBar": "Quick links",
    "favourites": "Favourites",
    "favouritesCount": "Favourites ({{count}})",
    "homeLogo": "{{name}} – home page"
  },
  "FREE_EVALUATION": "Free valuation",
  "loading": "Loading…",
  "remote": {
    "unavailableTitle": "This part of the page is unavailable",
    "unavailableText": "It could not be loaded. The rest of the page still works.",
    "retry": "Try again"
  },
  "pageError": {
    "title": "This page could not be loaded",
    "text": "Check your connection and try again.",
    "retry": "Try again"
  },
  "footer": {
    "discover": "Discover",
    "since": "Your estate agent in Brussels since {{year}}",
    "rights": "All rights reserved",
    "label": "Site information",
    "legal": "Legal information",
    "cookieSettings": "Cookie settings",
    "newsletterTitle": "Newsletter",
    "newsletterText": "New properties and news of the agency in your mailbox."
  },
  "home": {
    "title": "Estate agency in Brussels",
    "intro": "Homes, apartments and commercial properties for sale and for rent in Brussels and its surroundings.",
    "counts": "{{sale}} properties for sale and {{rent}} for rent",
    "noModules": "This site has no home page content yet: the agency adds its blocks through its back office."
  },
  "embed": {
    "notice": "This content comes from {{host}}, which may set cookies and sees your visit as soon as it loads.",
    "show": "Show: {{title}}"
  },
  "banner": {
    "label": "Presentation of the agency",
    "video": "Presentation video of the agency",
    "slide": "Photo {{number}} of {{count}}",
    "previous": "Previous photo",
    "next": "Next photo"
  },
  "scrollToTop": "Back to the top",
  "stats": {
    "forSale": "properties for sale",
    "forRent": "properties for rent",
    "years": "years of experience",
    "since": "in Brussels since {{year}}"
  },
  "articles": {
    "readMore": "Read more",
    "readMoreAbout": "Read more: {{title}}",
    "previous": "Previous",
    "next": "Next",
    "slide": "{{number}} of {{count}}",
    "empty": "Nothing to show here yet.",
    "allServices": "All our services",
    "allValues": "All our values"
  },
  "apiErrors": {
    "network": "The connection failed. Please check it and try again; nothing you typed is lost.",
    "badRequest": "The request could not be read. Please try again.",
    "validationFailed": "Some of what was sent is not valid. Please check the marked fields.",
    "invalidField": "This value is not valid.",
    "unauthorized": "Please log in.",
    "forbidden": "This is not allowed from here.",
    "notFound": "This could not be found: it may have been removed.",
    "methodNotAllowed": "This action is not possible here.",
    "conflict": "This has changed in the meantime. Please reload the page and try again.",
    "gone": "This link has expired.",
    "payloadTooLarge": "What you sent is too large.",
    "unsupportedMediaType": "This type of file or data is not accepted.",
    "unprocessableContent": "This request cannot be carried out.",
    "tooManyRequests": "Too many attempts. Please wait a few minutes before trying again.",
    "internalError": "Something went wrong on our side. Please try again in a moment.",
    "badGateway": "A service we rely on did not answer properly. Please try again in a moment.",
    "serviceUnavailable": "Our server is unavailable for a moment. Please try again in a minute.",
    "gatewayTimeout": "A service we rely on did not answer in time. Please try again in a moment."
  },
  "preview": {
    "banner": "Preview of {{part}} {{version}}: only this browser sees this version; visitors see the live site.",
    "leave": "Leave the preview",
    "invalidTitle": "This preview link no longer works",
    "invalidText": "It has expired, was changed, or the version it shows is no longer published. Ask the team for a new link. The site itself is unaffected."
  },
  "unavailable": {
    "title": "The site will be back in a moment",
    "text": "We cannot show this page just now. It will reload by itself in a few seconds."
  },
  "feedback": {
    "title": "Thank you",
    "text": "Your message has been sent. We will get back to you as soon as possible.",
    "newsletter": "Almost done: we have sent you an e-mail. Click the link in it to confirm your newsletter subscription; without confirmation you will receive nothing.",
    "home": "Back to the home page",
    "forSale": "See the properties for sale",
    "demand": "Almost done: we have sent you an e-mail. Click the link in it to confirm your search; we will then tell you of every property that matches it.",
    "newsletterConfirmed": "Your newsletter subscription is confirmed. Thank you!",
    "demandConfirmed": "Your search is confirmed: we will e-mail you every new property that matches it.",
    "follow": "Almost done: we have sent you an e-mail. Click the link in it to confirm; we will then tell you when the price of this property changes or when it is sold or let.",
    "followConfirmed": "Confirmed: we will e-mail you when the price of this property changes or when it is sold or let.",
    "unsubscribed": "You are unsubscribed. You will no longer receive these e-mails.",
    "linkInvalid": "This link is no longer valid. It may have been used already, or the subscription was cancelled.",
    "forRent": "See the properties for rent",
    "rental": {
      "text": "Thank you: your application has been sent, and you receive a copy by e-mail.",
      "next": "What happens next?",
      "check": "We check your application and what you told us.",
      "contact": "We contact you by phone or e-mail about what comes next: a visit, a question or our answer. The owner chooses the tenant.",
      "documents": "We may ask you for the usual documents: your identity card, your last three payslips or other proof of income, and proof that you paid your last rents.",
      "signing": "When the lease is signed, the first month's rent and charges, your share of the inventory of fixtures and a deposit of three months' rent are due."
    }
  },
  "testimonials": {
    "write": "Share your experience"
  },
  "jobs": {
    "title": "Join our team",
    "intro": "We are always glad to meet people who love Brussels and its homes. Send us your CV (PDF, Word or OpenDocument, 5 MB at most)."
  },
  "portal": {
    "intro": "Follow the visits, communications and online media of your properties."
  }
};

export default dictionary;
