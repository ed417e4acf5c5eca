import { firstProjectPath } from '../bench/benchApi';

/**
 * The scripts each page shape may download in its first view (a phone, no interaction, until the
 * page has started and the network is quiet), as brotli kB of the build's files and as a number of
 * files. Each ceiling is what the page needed when it was set plus a little room (the build's own
 * ids and hashes move a build by about 0.1 kB; a file more or less is a chunk split differently),
 * so a change that adds to a page fails `budget.spec.ts` and has to raise the figure here, saying
 * why. Measured after the forms' schemas left the first views: validation comes with a form's
 * first focus or opening, never with a page.
 *
 * Every page carries the same base, 203.5 kB in 14 files on the home page: the shell's entry
 * (152 kB: React DOM 58, Redux Toolkit 16, the federation runtime 16, i18next 14, the kernel's
 * React part, the router's facade), the shell's code (17 kB), the consent dialog and the header's
 * search box (two remotes, 8 kB of `remoteEntry.js` each and their chunks) and web-vitals (3 kB).
 */
export interface PageBudget {
  /** The page shape, as the test names it. */
  name: string;
  /** Its French address; a project's depends on the catalogue, so the api is asked. */
  path: string | ((origin: string) => Promise<string>);
  /** Whether the server renders it (the budget is what a visitor gets from a warm api) or only the browser. */
  renderedBy: 'server' | 'browser';
  /** Ceiling, brotli kB. */
  kB: number;
  /** Ceiling, script files. */
  files: number;
  /** What the page carries beyond the base, and so why its figure is what it is. */
  reason: string;
}

export const PAGE_BUDGETS: readonly PageBudget[] = [
  {
    name: 'home',
    path: '/fr/',
    renderedBy: 'server',
    kB: 205,
    files: 15,
    reason: 'the base and the home search block (1 kB); the property lists and the newsletter form load only near the screen',
  },
  {
    name: 'list',
    path: '/fr/a-vendre/',
    renderedBy: 'server',
    kB: 240,
    files: 21,
    reason: 'the base and mf-listings: its remote entry (8 kB), the list, its cards and filters, the kernel rules they use',
  },
  {
    name: 'map view',
    path: '/fr/a-vendre/?view=map',
    renderedBy: 'server',
    kB: 330,
    files: 23,
    reason: 'the list and the map: OpenLayers (88 kB), the one library of its kind a visitor asks for by choosing the map',
  },
  {
    name: 'property',
    path: '/fr/property/1242/',
    renderedBy: 'server',
    kB: 255,
    files: 23,
    reason: 'the base, mf-listings and the detail page: its gallery, sections and final-form for the enquiry section (9 kB)',
  },
  {
    name: 'project',
    path: firstProjectPath,
    renderedBy: 'server',
    kB: 230,
    files: 17,
    reason: 'the base and mf-listings with the project page',
  },
  {
    name: 'contact',
    path: '/fr/contact/',
    renderedBy: 'server',
    kB: 335,
    files: 18,
    reason: 'the base and the contact form of mf-forms, which still checks with the kernel schema as it renders (zod 74 kB, libphonenumber 25 kB, final-form 7 kB)',
  },
  {
    name: 'text page',
    path: '/fr/vie-privee/',
    renderedBy: 'server',
    kB: 205,
    files: 14,
    reason: 'the base alone: the text is server HTML',
  },
  {
    name: "the portal's login",
    path: '/fr/login/',
    renderedBy: 'browser',
    kB: 350,
    files: 23,
    reason: "the base, mf-portal's login page, and the footer's newsletter form (mf-forms with zod), which a phone's short page brings near the screen",
  },
];
