import type { Language } from 'shared-kernel';
import type { ServerRenderResult } from 'shared-kernel/federation';

export interface Alternate {
  hreflang: Language | 'x-default';
  href: string;
}

export interface Preload {
  href: string;
  as: 'script' | 'image' | 'fetch' | 'style';
  type?: string;
  fetchPriority?: 'high' | 'low';
  crossOrigin?: boolean;
}

/** What the head of one route carries, so search engines read each page of the single-page app as its own. */
export interface HeadInput {
  lang: Language;
  title: string;
  description: string;
  /** Absolute URLs from here on: crawlers and social previews need them. */
  canonical: string;
  alternates: Alternate[];
  og: { type: 'website' | 'article' | 'product'; image?: string; siteName: string };
  jsonLd: object[];
  preloads: Preload[];
  /** 'noindex' for the 404 page and private routes. */
  robots?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** JSON inside a script element: `</script>` or `<!--` in the data must not end or bend it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const OG_LOCALES: Record<Language, string> = { en: 'en_GB', nl: 'nl_BE', fr: 'fr_BE', de: 'de_BE' };

export function renderHeadTags(head: HeadInput): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    meta('name', 'description', head.description),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map(
      (alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}">`,
    ),
    meta('property', 'og:type', head.og.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:site_name', head.og.siteName),
    meta('property', 'og:locale', OG_LOCALES[head.lang]),
    ...(head.og.image ? [meta('property', 'og:image', head.og.image)] : []),
    ...head.preloads.map((preload) => {
      const attributes = [
        'rel="preload"',
        `href="${escapeHtml(preload.href)}"`,
        `as="${preload.as}"`,
        preload.type ? `type="${preload.type}"` : '',
        preload.fetchPriority ? `fetchpriority="${preload.fetchPriority}"` : '',
        preload.crossOrigin || preload.as === 'fetch' ? 'crossorigin' : '',
      ].filter(Boolean);
      return `<link ${attributes.join(' ')}>`;
    }),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join('\n    ');
}

/**
 * A rendered page's api answers are in its render's state (`ssr.api`): the property or project the
 * browser shell would read is not written a second time (the page would weigh it twice).
 */
function withoutAnswers(initialData: object): object {
  const { property: _property, project: _project, ...rest } = initialData as Record<string, unknown>;
  return rest;
}

/** The id of the script element that carries the first view's data to the front end. */
export const INITIAL_DATA_ID = '__INITIAL_DATA__';

/** The shell's empty mount point, as the minified build writes it or as written by hand. */
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;

/**
 * The shell's `index.html` with the route's language, title, head tags and first data: the front
 * end reads the data instead of asking the api again, so the first view needs no round trip. With
 * a server render, its markup fills `#root`, its styles join the head and what the browser needs
 * to hydrate it joins the first data.
 */
export function injectHead(indexHtml: string, head: HeadInput, initialData: object, rendered?: ServerRenderResult): string {
  const pageData = rendered ? { ...withoutAnswers(initialData), ssr: rendered.firstView } : initialData;
  const data = `<script id="${INITIAL_DATA_ID}" type="application/json">${jsonForScript(pageData)}</script>`;
  const withHead = indexHtml
    // The built index.html is minified: attribute values may be unquoted.
    .replace(/<html([^>]*?)\blang=("[^"]*"|[^\s>]+)/, `<html$1lang="${head.lang}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace('</head>', () => `    ${renderHeadTags(head)}\n    ${rendered?.styles ?? ''}${data}\n  </head>`);
  // The body last: the page's own markup may hold a <title> (an SVG's) or anything else.
  return rendered ? withHead.replace(EMPTY_ROOT, () => `<div id="root">${rendered.html}</div>`) : withHead;
}
