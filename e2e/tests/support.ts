import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Collects what a visitor's console would show as broken: errors, uncaught exceptions, failed requests. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** The remote slots of the French home page: the header search box, the search block, the latest properties, the newsletter form and the consent dialog. */
export const HOME_REMOTES = [
  'mf_search/SearchBox',
  'mf_search/SearchBlock',
  'mf_listings/PropertyList',
  'mf_forms/EnquiryForm',
  'mf_consent/ConsentDialog',
] as const;

/**
 * The suite's `test`: with JavaScript on, `page.goto` and `page.reload` also wait until React has
 * taken the server-rendered page over. Before that the page shows everything but its buttons do
 * nothing yet and its effects (consent, campaign capture) have not run, as for a visitor. A page
 * that never gets there (a test that breaks the shell on purpose) is left to the test's own checks.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const settle = () => page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), null, { timeout: 20_000 }).then(
        () => undefined,
        () => undefined,
      );
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await settle();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await settle();
        return response;
      };
    }
    await provide(page);
  },
});

/** A slot has loaded its remote: neither the loading placeholder nor the fallback, and something rendered. */
export async function expectRemoteLoaded(page: Page, id: string): Promise<void> {
  const slot = page.locator(`[data-remote="${id}"]`).first();
  await expect(slot.locator('[aria-busy="true"]'), id).toHaveCount(0, { timeout: 15_000 });
  await expect(slot.locator('[data-remote-fallback]'), id).toHaveCount(0);
  await expect(slot.locator(':scope > *'), id).not.toHaveCount(0);
}

export const FALLBACK_TITLE_FR = 'Cette partie de la page est indisponible';

/** Saves a consent choice (necessary only) before the visit, so the consent dialog does not cover the page. */
export async function withSavedConsent(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'consent', value: 'necessary', url: baseURL }]);
}

/** Every WCAG 2.0, 2.1 and 2.2 rule of levels A and AA that axe has. */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Axe's serious and critical violations of the page as it is now, under the WCAG A and AA rules. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_A_AA)
    // Tagged experimental by axe, so off unless asked for: a link must be named by what it shows (2.5.3).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * Presses a form's "Envoyer" as a visitor without scripts does, and gives the status of the post
 * the browser makes (303 when it goes on to another page) once the page it leads to has loaded.
 */
export async function sendWithoutScripts(page: Page, form: Locator): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.request().method() === 'POST'),
    form.getByRole('button', { name: 'Envoyer' }).click(),
  ]);
  await page.waitForLoadState();
  return response.status();
}

/**
 * What makes a spec's browser a visitor of its own to the api (an address of the documentation
 * range, RFC 5737, through X-Forwarded-For, which the suite's api trusts): limits per visitor,
 * such as posts of forms, are then this spec's alone.
 */
export function visitorOfItsOwn(): { extraHTTPHeaders: Record<string, string> } {
  return { extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${randomInt(1, 255)}` } };
}

/** An enquiry form of the page by its heading (each form is a region named by its title). */
export function enquiryForm(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title });
}

export { answerCaptcha } from 'build-config/playwright';

/** Every mail the api on `dataDir` wrote (DATA_DIR/mail/*.eml: the suite has no SMTP server) to `address`, by date. */
export async function mailsTo(address: string, dataDir = process.env.E2E_DATA_DIR ?? ''): Promise<ParsedMail[]> {
  const directory = path.join(dataDir, 'mail');
  const mails: ParsedMail[] = [];
  for (const name of (await readdir(directory).catch(() => [])).filter((file) => file.endsWith('.eml')).sort()) {
    const mail = await simpleParser(await readFile(path.join(directory, name)));
    const to = Array.isArray(mail.to) ? mail.to : [mail.to];
    if (to.some((field) => field?.text.includes(address))) mails.push(mail);
  }
  return mails.sort((first, second) => (first.date?.getTime() ?? 0) - (second.date?.getTime() ?? 0));
}

/**
 * The latest mail the api wrote to `address` that `matches`, once it is there; by default the
 * suite's main api's, else the api's on `dataDir`.
 */
export async function mailTo(address: string, matches: (mail: ParsedMail) => boolean, dataDir?: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address, dataDir)).filter(matches).at(-1);
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as ParsedMail;
}

/**
 * Waits until the server has a rendered page for a first visitor at `path`: on a busy machine a
 * first render may pass its budget and go out as the browser shell, which without scripts shows
 * nothing to judge; the next request renders it again.
 */
export async function renderedForFirstVisit(request: APIRequestContext, path: string): Promise<void> {
  await renderedOnServer(request, path, /<dialog open=""/);
}

/** The same wait for a page whose server render shows `expected`, for a visitor with these cookies. */
export async function renderedOnServer(request: APIRequestContext, path: string, expected: RegExp, cookie = ''): Promise<void> {
  await expect
    .poll(async () => (await request.get(encodeURI(path), { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })).text(), { timeout: 30_000 })
    .toMatch(expected);
}

/** A free visit slot as `GET /api/properties/:id/visit-slots` answers it. */
export interface Slot {
  id: string;
  startsAt: string;
  endsAt: string;
  kind: string;
  placesLeft: number;
}

/** A property for sale of the demo agency with a private visit slot still free, and that slot. */
export async function propertyWithSlot(request: APIRequestContext): Promise<{ id: number; slot: Slot }> {
  const list = await (await request.get('/api/properties?goal=0&lang=fr&pageSize=48')).json();
  for (const { ID } of list.items as { ID: number }[]) {
    const { slots } = (await (await request.get(`/api/properties/${ID}/visit-slots`)).json()) as { slots: Slot[] };
    const slot = slots.find((candidate) => candidate.kind === 'visit');
    if (slot) return { id: ID, slot };
  }
  throw new Error('the demo agency has no property for sale with a free private visit');
}

const FRENCH_NUMBERS: Record<string, number> = { un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9 };

/** The numbers a French captcha question spells out ("Combien font trois plus quatre ?"). */
export function spelledNumbers(text: string): number[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .map((word) => FRENCH_NUMBERS[word])
    .filter((value): value is number => value !== undefined);
}

/** Answers the captcha of a page the api answered without scripts: the sum its question spells out beside the image. */
export async function answerWordedCaptcha(form: Locator): Promise<void> {
  const hint = form.getByText(/^Ou répondez à cette question\s: Combien font/);
  const terms = spelledNumbers(((await hint.textContent()) ?? '').split(':')[1] ?? '');
  expect(terms).toHaveLength(2);
  await form.getByLabel('Tapez les caractères de l’image').fill(String(terms[0]! + terms[1]!));
}
