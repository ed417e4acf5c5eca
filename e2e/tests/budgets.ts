import { firstProjectPath } from '../bench/benchApi';

/**
 * The scripts each page shape may download in its first view (a phone, 390 px, no interaction,
 * until the page has started and the network is quiet), as brotli kB of the build's files and as a
 * number of files. Each ceiling is what the page needed when it was set (in brackets) plus a little
 * room: 1.5-3 kB (two builds of the same code differ by about 0.1 kB in the build's ids and hashes)
 * and one file (a chunk split differently). A change that adds to a page fails `budget.spec.ts` and
 * raises the figure here, saying why. No page carries a validation library: a form's schema (zod,
 * libphonenumber: about 98 kB) comes when the form is opened or focused, or when it is sent.
 *
 * Every page carries the same base, 204.1 kB in 13 files on a text page: the shell's entry
 * (152 kB: React DOM 58, Redux Toolkit 16, the federation runtime 16, i18next 14, the kernel's
 * React part, the router's facade), the shell's own code (19.5 kB), the header's search box and
 * the consent dialog (two remotes: 7.7 kB of `remoteEntry.js` each, their code and dictionaries)
 * and web-vitals (2.9 kB). The goal is 150 kB for the home page (docs/performance.md says how), and every
 * other page within 30 kB of the home.
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
    kB: 207,
    files: 15,
    reason: "[205.1 kB, 14 files; 203.5 before the shell read each page's view token for its report and learned to try a remote's previous release before its fallback box, 1.6 kB] the base and the home search block (1 kB); the property lists (mf-listings) and the footer's newsletter form (mf-forms) load only near the screen",
  },
  {
    name: 'list',
    path: '/fr/a-vendre/',
    renderedBy: 'server',
    kB: 235,
    files: 20,
    reason: "[232.8 kB, 19 files] the base and mf-listings (30 kB): its remote entry (8 kB), its dictionary (5.5 kB), the list, its cards and filters and the kernel rules they use; the Keep me informed form's schema comes when it is opened",
  },
  {
    name: 'map view',
    path: '/fr/a-vendre/?view=map',
    renderedBy: 'server',
    kB: 327,
    files: 22,
    reason: "[324.3 kB, 21 files] the list and its map: OpenLayers (88 kB) and the map's code, which a visitor asks for by choosing the map view",
  },
  {
    name: 'property',
    path: '/fr/property/1242/',
    renderedBy: 'server',
    kB: 240.5,
    files: 22,
    reason: "[238.7 kB, 21 files; 240.9 before the buying costs and the similar properties brought their code near the screen] the base and mf-listings' detail page (34.6 kB): gallery, sections, energy, history, the kernel rules they use; the buying costs (with the borrowing simulator and final-form) and the similar properties come near the screen, the price-drop form's schema when it is opened",
  },
  {
    name: 'project',
    path: firstProjectPath,
    renderedBy: 'server',
    kB: 228,
    files: 19,
    reason: "[225.9 kB, 18 files] the base and mf-listings' project page (23 kB with its remote entry and dictionary)",
  },
  {
    name: 'contact',
    path: '/fr/contact/',
    renderedBy: 'server',
    kB: 236,
    files: 19,
    reason: "[234.4 kB, 18 files; 331.9 while the enquiry form read the kernel's schemas as it rendered] the base and mf-forms' contact form (30.3 kB): its remote entry (7.8 kB), its code (8.9), final-form with react-final-form (8.9), its dictionary (4.5); the schemas (zod, libphonenumber: 97.5 kB) come on the first focus or when it is sent",
  },
  {
    name: 'text page',
    path: '/fr/vie-privee/',
    renderedBy: 'server',
    kB: 206,
    files: 14,
    reason: '[204.1 kB, 13 files; 202.5 before the view token and the previous release of the shell, 1.6 kB] the base alone: the text is server HTML',
  },
  {
    name: "the portal's login",
    path: '/fr/login/',
    renderedBy: 'browser',
    kB: 250,
    files: 22,
    reason: "[247.9 kB, 21 files; 343.5 while the footer's newsletter form brought zod] the base, mf-portal's login (its schemas come on the first focus), and the footer's newsletter form (mf-forms without its schemas, as on the contact page), which a phone's short page brings near the screen",
  },
];
