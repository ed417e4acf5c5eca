import type { FastifyReply } from 'fastify';
import { COMMON_DICTIONARIES, resolvePath } from 'shared-kernel';
import { RETRY_AFTER_SECONDS } from '../db/unavailable.js';
import { escapeHtml } from './head.js';

/** A page of a title and a few sentences in `language`, for when the site's own page cannot be made or sent. */
export function sendPlainPage(
  reply: FastifyReply,
  { status, language, title, paragraphs, refreshSeconds }: { status: number; language: string; title: string; paragraphs: readonly string[]; refreshSeconds?: number },
): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        (refreshSeconds === undefined ? '' : `<meta http-equiv="refresh" content="${refreshSeconds}">`) +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
        `<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}</style></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1>${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}</main></body></html>`,
    );
}

/**
 * A page asked for while the database cannot be reached, and not held in memory: a 503 with
 * Retry-After, in the language of its address, that reloads itself once the wait is over. It needs
 * nothing but the kernel's dictionaries, which are in the process.
 */
export async function sendUnavailablePage(reply: FastifyReply, pathname: string): Promise<FastifyReply> {
  const language = resolvePath(pathname)?.lang ?? 'fr';
  const { default: common } = await COMMON_DICTIONARIES[language]();
  const texts = common.unavailable as { title: string; text: string };
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return sendPlainPage(reply, { status: 503, language, title: texts.title, paragraphs: [texts.text], refreshSeconds: RETRY_AFTER_SECONDS });
}
