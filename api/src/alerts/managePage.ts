import { ALERT_FREQUENCIES, localizePath, type AlertFrequency, type Language } from 'shared-kernel';
import type { FormsText } from '../forms/texts.js';
import { escapeHtml } from '../seo/head.js';

export interface ManagedSearch {
  id: string;
  frequency: AlertFrequency;
  state: 'pending' | 'active' | 'stopped';
  /** The list saved, or the property followed, as a link on the site. */
  link: string;
  label: string;
}

export interface ManagePageInput {
  language: Language;
  t: FormsText;
  /** null: the link was not signed here. */
  access: { email: string; signature: string } | null;
  searches: readonly ManagedSearch[];
  done?: 'changed' | 'deleted';
}

/**
 * The page of one address's saved searches: plain HTML that works without scripts (each change is
 * a form post that comes back here), in the subscriber's language. No cookie: the signed link is
 * the access, carried by each form in hidden fields.
 */
export function managePage({ language, t, access, searches, done }: ManagePageInput): string {
  const e = escapeHtml;
  const hidden =
    access === null
      ? ''
      : `<input type="hidden" name="email" value="${e(access.email)}"><input type="hidden" name="signature" value="${e(access.signature)}"><input type="hidden" name="lang" value="${language}">`;
  const body =
    access === null
      ? `<p role="alert">${e(t('alerts.page.linkInvalid'))}</p>`
      : `<p>${e(t('alerts.page.intro', { email: access.email }))}</p>
${done === undefined ? '' : `<p role="status">${e(t(`alerts.page.${done}`))}</p>`}
${
  searches.length === 0
    ? `<p>${e(t('alerts.page.none'))}</p>`
    : `<ul>${searches
        .map(
          (search, index) => `<li><article aria-labelledby="search-${index}">
<h2 id="search-${index}"><a href="${e(search.link)}">${e(search.label)}</a></h2>
<p>${e(t(`alerts.page.state.${search.state}`))}</p>
<form method="post" action="/api/alerts/manage">${hidden}<input type="hidden" name="id" value="${e(search.id)}">
<label for="frequency-${index}">${e(t('alerts.frequency'))}</label>
<select id="frequency-${index}" name="frequency">${ALERT_FREQUENCIES.map(
            (frequency) => `<option value="${frequency}"${frequency === search.frequency ? ' selected' : ''}>${e(t(`alerts.frequencies.${frequency}`))}</option>`,
          ).join('')}</select>
<button type="submit" name="action" value="change">${e(t('alerts.page.change'))}</button>
<button type="submit" name="action" value="delete">${e(t('alerts.page.delete'))}</button>
</form></article></li>`,
        )
        .join('\n')}</ul>`
}`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(t('alerts.page.title'))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}ul{list-style:none;padding:0}li{border:1px solid #767676;border-radius:4px;padding:1rem;margin-bottom:1rem}h2{font-size:1.1rem;margin:0}a{color:#0b4f8a}label{display:block;margin-top:.5rem}select,button{font:inherit;margin:.25rem .5rem .25rem 0;padding:.25rem .5rem}:focus-visible{outline:3px solid #0b4f8a;outline-offset:2px}</style>
</head><body><main><h1>${e(t('alerts.page.title'))}</h1>
${body}
<p><a href="${localizePath('/', language)}">${e(t('alerts.page.home'))}</a></p></main></body></html>`;
}
