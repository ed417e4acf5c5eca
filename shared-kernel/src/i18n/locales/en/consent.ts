import type { Dictionary } from '../../namespaces.js';

const dictionary: Dictionary = {
  dialog: {
    title: 'Cookies on this site',
    text: 'We use strictly necessary cookies to run the site. With your consent we also measure visits, show relevant advertising and connect to social media. Nothing of that happens until you choose, and you can change your mind at any time with the "Cookie settings" link at the bottom of every page.',
    policyLink: 'Read our cookie policy',
    agreeAll: 'Agree all',
    decline: 'Decline',
    changeSettings: 'Change settings',
    agreePartly: 'Agree partly',
  },
  settings: {
    title: 'Your cookie settings',
    text: 'Tick the categories you agree to and choose "Agree partly". Strictly necessary cookies are always on because the site cannot work without them.',
    legend: 'Categories',
    alwaysOn: 'always on',
  },
  options: {
    necessary: {
      label: 'Strictly necessary',
      description: 'Remember your cookie choice, your language and the campaign you came from for your enquiries.',
    },
    analytics: {
      label: 'Analytics',
      description: 'Count visits and see which pages are read, so we can improve the site.',
    },
    marketing: {
      label: 'Marketing',
      description: 'Measure our advertising and show you ads for our properties on other sites.',
    },
    social: {
      label: 'Social media',
      description: 'Let social networks measure our campaigns and show you our properties there.',
    },
    unclassified: {
      label: 'Unclassified',
      description: 'Cookies we have not yet put into a category.',
    },
  },
  table: {
    title: "The cookies and trackers we use",
    intro: 'What each category stores in your browser. Nothing but the strictly necessary is stored before you agree.',
    caption: 'Stored for the category {{category}}',
    name: 'Name',
    provider: 'Provider',
    storage: 'Kind',
    purpose: 'Purpose',
    duration: 'Kept for',
    none: 'Nothing is stored in this category at present.',
    changeSettings: 'Change my cookie settings',
  },
  providers: {
    site: 'This website',
  },
  storage: {
    cookie: 'Cookie',
    sessionStorage: 'Session storage',
    localStorage: 'Local storage',
  },
  durations: {
    session: 'Until you close the browser',
    untilCleared: 'Until you clear it',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    months_one: '{{count}} month',
    months_other: '{{count}} months',
    years_one: '{{count}} year',
    years_other: '{{count}} years',
  },
  purposes: {
    consent: 'Your cookie choice: the categories you agreed to.',
    consentSignal: 'Your choice as a Consent Mode signal, read by Google tags.',
    utm: 'The campaign of the link you came from, sent with your enquiries.',
    language: 'The language you chose.',
    ga: 'Tells visits apart to count them (Google Analytics).',
    gaSession: 'Keeps the state of your visit (Google Analytics).',
    gclAu: 'Links an ad click to an enquiry (Google Ads).',
    fbp: 'Links a visit to our campaigns on Facebook and Instagram (Meta Pixel).',
  },
};

export default dictionary;
