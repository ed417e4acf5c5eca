import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  "login": {
    "title": "Owner login",
    "formTitle": "Sign in to your owner space",
    "cta": "Owner access",
    "text": "Follow the visits, enquiries and online publication of your property.",
    "email": "E-mail address",
    "password": "Password",
    "submit": "Log in",
    "submitting": "Logging in…",
    "failed": "The e-mail address and/or the password are not correct.",
    "locked": "Too many failed attempts. For your security, logging in is blocked for {{minutes}} minutes.",
    "forgot": "Forgot your password?",
    "back": "Back to the login"
  },
  "reset": {
    "requestTitle": "Choose a new password",
    "askAgain": "Ask for a new link",
    "requestText": "Enter your e-mail address: we will send you a link to choose a new password. It works once, for 60 minutes.",
    "requestSubmit": "Send the link",
    "requestSent": "If this address belongs to an owner, a link is on its way. Check your mailbox.",
    "newTitle": "Your new password",
    "newPassword": "New password",
    "confirmation": "New password again",
    "hint": "At least 12 characters. A sentence you remember is a good password.",
    "newSubmit": "Save the new password",
    "done": "Your password has been changed. You can log in with it now.",
    "invalidLink": "This link is no longer valid. Ask for a new one."
  },
  "errors": {
    "emailRequired": "Please enter your e-mail address.",
    "emailInvalid": "This e-mail address is not valid.",
    "passwordRequired": "Please enter your password.",
    "passwordTooShort": "The password must have at least 12 characters.",
    "passwordTooLong": "The password can have at most 128 characters.",
    "passwordsDiffer": "The two passwords are not identical.",
    "api": "There is an error in the API. Please try again in a moment.",
    "formInvalid": "Please correct the fields marked below."
  },
  "header": {
    "loggedInAs": "Logged in: {{name}}"
  },
  "portal": {
    "title": "Owner portal",
    "welcome": "Hello {{name}}",
    "managerNote": "As a manager, you see the properties of every owner.",
    "manager": "Manager",
    "logout": "Log out",
    "logoutEverywhere": "Log out on all devices",
    "loggedOut": "You are logged out.",
    "needLogin": "Please log in to follow your properties.",
    "sessionEnded": "Your session has ended. Please log in again.",
    "loginLink": "Go to the owner login",
    "loading": "Loading…",
    "property": "Property",
    "propertyOption": "{{title}} – {{city}} ({{reference}})",
    "ownerGroup": "Owner: {{name}}",
    "noProperties": "No property is linked to your account yet. Contact the agency if this is not right."
  },
  "stats": {
    "title": "Visits on the site",
    "today": "Today",
    "week": "This week",
    "month": "This month",
    "total": "Total",
    "graphTitle": "Visits over the last 30 days",
    "graphSummary": "{{total}} visits over the last 30 days, at most {{max}} on one day.",
    "tableCaption": "Visits per day over the last 30 days",
    "day": "Day",
    "views": "Visits",
    "noViews": "Nobody has viewed this property on the site over the last 30 days."
  },
  "history": {
    "visits": "Visits",
    "visitsEmpty": "No visit of this property has taken place yet.",
    "communications": "Communications",
    "communicationsEmpty": "The agency has not yet sent any communication about this property.",
    "onlineMedia": "Online media",
    "onlineMediaEmpty": "This property is not published on any portal yet.",
    "date": "Date",
    "feedback": "Feedback",
    "kind": "Kind",
    "recipients": "Recipients",
    "portal": "Portal",
    "published": "Published on",
    "withdrawn": "Withdrawn on",
    "state": "State",
    "page": "Page {{page}} of {{pageCount}}",
    "previous": "Previous page",
    "next": "Next page",
    "kinds": {
      "matching-search": "Mailing to matching searches",
      "newsletter": "Newsletter",
      "social-media": "Social media",
      "print": "Print advertisement"
    },
    "states": {
      "online": "Online",
      "withdrawn": "Withdrawn",
      "refused": "Refused by the portal"
    }
  },
  "resetMail": {
    "subject": "Your new password for the owner portal",
    "greeting": "Hello {{name}},",
    "body": "Someone, hopefully you, asked to choose a new password for the owner portal. The link below works once, for {{minutes}} minutes.",
    "action": "Choose a new password",
    "ignore": "If you did not ask for this, ignore this e-mail: your password stays as it is."
  }
};

export default dictionary;
