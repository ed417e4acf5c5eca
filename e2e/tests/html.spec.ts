import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { LANGUAGES, localizePath, propertyHref, projectHref, type PropertyListPage } from 'shared-kernel';
import { test } from './support';

/**
 * Every page shape, as the server renders it, in the four languages, is valid HTML for the W3C
 * Nu HTML Checker (vnu.jar, run on the machine's Java): no leaked style props, no skipped
 * heading levels, no attribute an element does not take.
 */

const run = promisify(execFile);
const VNU = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const SHAPES = ['/', '/for-sale/', '/for-rent/', '/contact/', '/about-us/', '/services/', '/our-values/', '/projects/', '/demand-register/', '/contact-demand/', '/cookie-policy/', '/Privacy/', '/login/', '/feedback/site-contact/'];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
}

/**
 * What the checker's CSS validator does not know yet, though browsers do: container queries (CSS
 * Containment Level 3, in every current browser since 2023), with which a wide table stacks its
 * rows where its own box is narrow (wider than a phone otherwise). Each entry names one construct, nothing broader.
 */
const CHECKER_GAPS = [/^CSS: Unrecognized at-rule “@container”/, /^CSS: “container”: Property “container” doesn't exist/];

test('the server-rendered pages of every shape, in four languages, have no HTML error', async ({ request }) => {
  test.setTimeout(180_000);
  const sale = (await (await request.get('/api/properties?lang=fr&goal=0&pageSize=1')).json()) as PropertyListPage;
  const projects = (await (await request.get('/api/projects?lang=fr')).json()) as { ID: number; City: string; Name: string }[];
  const property = sale.items[0];
  const project = projects[0];
  if (!property || !project) throw new Error('the seeded catalogue has no property for sale or no project to check');

  const pages = LANGUAGES.flatMap((lang) => [
    ...SHAPES.map((original) => localizePath(original, lang)),
    propertyHref(property, lang),
    projectHref(project, lang),
    `/${lang}/nowhere/`,
  ]);
  const folder = await mkdtemp(path.join(tmpdir(), 'e2e-vnu-'));
  try {
    await Promise.all(
      pages.map(async (page, index) => {
        const answer = await request.get(encodeURI(page), { headers: { accept: 'text/html', cookie: 'consent=necessary' } });
        await writeFile(path.join(folder, `${index}.html`), `<!-- ${page} -->\n${await answer.text()}`);
      }),
    );
    const files = pages.map((_, index) => path.join(folder, `${index}.html`));
    // vnu exits 1 when it finds errors: its report is what counts.
    const { stderr } = await run('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }).catch(
      (failure: { stderr: string }) => failure,
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error' && !CHECKER_GAPS.some((gap) => gap.test(message.message)))
      .map((message) => `${pages[Number(path.basename(message.url).replace(/\D/g, ''))]}:${message.lastLine ?? '?'} ${message.message}`);
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
