import { punctuate, type Language } from 'shared-kernel';
import { escapeHtml } from '../seo/head.js';

/** A part of a mail: a paragraph, a table of label and value, or a link. */
export type MailBlock =
  | { paragraph: string }
  | { rows: readonly (readonly [label: string, value: string])[] }
  | { link: string; label: string };

/**
 * The plain-text and HTML bodies of a mail from its blocks. Every text is the visitor's or the
 * catalogue's and is escaped once, here, so no template can forget it. The HTML names its language,
 * so screen readers and mail clients' translators read it right.
 */
export function composeMail(language: Language, blocks: readonly MailBlock[]): { text: string; html: string } {
  const text = blocks
    .map((block) => {
      if ('paragraph' in block) return block.paragraph;
      // The colon the mail adds follows the language's typography; the value is the visitor's, as typed.
      if ('rows' in block) return block.rows.map(([label, value]) => `${punctuate(language, `${label}:`)} ${value}`).join('\n');
      return `${punctuate(language, `${block.label}:`)}\n${block.link}`;
    })
    .join('\n\n');
  const html = blocks
    .map((block) => {
      if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph).replace(/\r?\n/g, '<br>')}</p>`;
      if ('rows' in block) {
        const rows = block.rows
          .map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`)
          .join('');
        return `<table cellpadding="4">${rows}</table>`;
      }
      return `<p><a href="${escapeHtml(safeLink(block.link))}">${escapeHtml(block.label)}</a></p>`;
    })
    .join('\n');
  return {
    text: `${text}\n`,
    html: `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body>${html}</body></html>`,
  };
}

/** Only web links go into a mail's anchors: a `javascript:` address from data never becomes one. */
function safeLink(link: string): string {
  return /^https?:\/\//i.test(link) ? link : '#';
}
