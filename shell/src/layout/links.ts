import { localizePath } from 'shared-kernel/routing';
import { type Language } from 'shared-kernel';

/** A configured link: a site path (an original path, translated) or an address of its own (tel:, mailto:, https:). */
export function configuredLink(link: string, lang: Language): { internal: boolean; href: string } {
  if (link.startsWith('/')) return { internal: true, href: localizePath(link, lang) };
  return { internal: false, href: link };
}

/** An image of the api at one of the site's widths (spec §7). */
export function imagePath(id: string, width: 100 | 500 | 750 | 1050 | 1600): string {
  return `/api/images/${encodeURIComponent(id)}?w=${width}`;
}

/** Spec §2: the free evaluation button leads to /contact-demand/ in the visitor's language. */
export const FREE_EVALUATION_PATH = '/contact-demand/';
