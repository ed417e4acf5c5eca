import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { generateFeed } from 'demo-agency';
import { mailTo, test, withSavedConsent } from './support';

/**
 * A real agency (SEED_DEMO=false) writes its site through the admin api, with the keys the
 * playwright config made before its api started (one of them revoked), and invites an owner.
 */
const ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 4}`;
const DATA_DIR = process.env.E2E_ADMIN_DATA_DIR ?? '';
const repoRoot = path.resolve(import.meta.dirname, '../..');
const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const;
const text = (words: string) => Object.fromEntries(LANGUAGES.map((lang) => [lang, `${words} (${lang})`]));
const key = async (name: 'content' | 'owners' | 'revoked') => (await readFile(path.join(DATA_DIR, `${name}.key`), 'utf8')).trim();
const bearer = async (name: 'content' | 'owners' | 'revoked') => ({ authorization: `Bearer ${await key(name)}` });

const module = (id: number, sort: number, relation: { type: string; id: number }, view: string) => ({
  id,
  title: text(`Module ${id}`),
  titlePublic: true,
  titleSize: 'h2',
  description: '',
  description2: '',
  position: 'center',
  span: 12,
  col: { sm: 12, md: 12, lg: 12 },
  sort,
  view,
  class: '',
  backgroundType: '',
  image: null,
  images: [],
  colorBackground: '',
  relations: [relation],
  status: 'Published',
  numberItemOfRow: 4,
  maxItems: 4,
  isHasSubcategories: false,
});

const HOME = {
  parentId: null,
  name: 'home',
  path: 'home',
  status: 'Published',
  sort: 0,
  params: {
    title: text('Home'),
    description: text('Our properties'),
    metadata: text('estate agency'),
    seoActive: true,
    image: null,
    sort: 0,
    submenu: false,
    showSubmenu: false,
    content: '',
    css: '',
    type: 'module',
    redirect: false,
    redirectUrl: '',
    path: { en: '', nl: '', fr: '', de: '' },
    breadcrumb: false,
    banner: false,
    bannerTitle: '',
    bannerDescription: '',
  },
  modules: [module(1, 1, { type: 'property-list', id: 23 }, 'grid'), module(2, 2, { type: 'article', id: 7 }, 'single')],
};

test.describe('the admin api of a real agency', () => {
  test.describe.configure({ mode: 'serial' });
  let propertyId = 0;
  let reference = '';

  test.beforeAll(async () => {
    // The agency's catalogue, as its back office would import it: the running api takes it.
    // For sale only: the rentals list stays empty.
    const properties = generateFeed({ seed: 48, properties: 8 })
      .properties.filter((property) => property.ProjectID === undefined && property.Goal === 0)
      .slice(0, 2);
    propertyId = properties[0]?.ID ?? 0;
    reference = properties[0]?.RecordFile ?? '';
    const folder = await mkdtemp(path.join(tmpdir(), 'e2e-admin-feed-'));
    try {
      await writeFile(path.join(folder, 'feed.json'), JSON.stringify({ projects: [], properties }));
      await promisify(execFile)('node', ['api/dist/scripts/import.js', path.join(folder, 'feed.json')], { cwd: repoRoot, env: { ...process.env, DATA_DIR } });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  test('every page shape of a new site answers, none with a 5xx, and its lists say there is nothing yet', async ({ page, context, request }) => {
    const shapes = ['/', '/nl/', '/fr/a-vendre/', '/en/for-rent/', '/contact/', '/fr/les-services/', "/fr/l'agence/", '/Privacy/', '/en/login/', '/feedback/contact-me/', '/project/1/', '/nowhere/'];
    for (const address of [...shapes, `/property/${propertyId}/`, '/property/999999/']) {
      const answer = await request.get(`${ORIGIN}${address}`);
      expect([address, answer.status() < 500]).toEqual([address, true]);
    }
    await withSavedConsent(context, ORIGIN);
    await page.goto(`${ORIGIN}/en/for-rent/`);
    await expect(page.getByRole('heading', { name: 'No properties yet' })).toBeVisible();
  });

  test('a content key writes a home page with two modules in four languages, served at its paths at once', async ({ page, context, request }) => {
    await withSavedConsent(context, ORIGIN);
    // Before: a new site says what it lacks (and keeps that page in its cache).
    await page.goto(`${ORIGIN}/en/`);
    await expect(page.getByText('This site has no home page content yet')).toBeVisible();

    const headers = await bearer('content');
    expect((await request.put(`${ORIGIN}/api/admin/categories/5`, { headers, data: { kind: 'about', name: text('About') } })).status()).toBe(204);
    const article = { categoryId: 5, slug: 'story', title: text('Our story'), summary: '', body: text('Since today.'), imageId: null, sort: 1, published: true };
    expect((await request.put(`${ORIGIN}/api/admin/articles/7`, { headers, data: article })).status()).toBe(204);
    expect((await request.put(`${ORIGIN}/api/admin/pages/1`, { headers, data: HOME })).status()).toBe(204);

    // The unprefixed address is in the language the visitor chose last (kept in the browser): each language's own.
    for (const [address, lang] of [['/en/', 'en'], ['/nl/', 'nl'], ['/fr/', 'fr'], ['/de/', 'de']] as const) {
      await page.goto(`${ORIGIN}${address}`);
      await expect(page.getByRole('heading', { name: `Module 1 (${lang})` })).toBeVisible();
      await expect(page.getByRole('heading', { name: `Module 2 (${lang})` })).toBeVisible();
      await expect(page.getByText(`Since today. (${lang})`)).toBeVisible();
      await expect(page.getByText('no home page content yet')).toHaveCount(0);
    }
  });

  test('a key without the scope gets 403, a revoked key 401, a malformed page 400 with the one error body', async ({ request }) => {
    const forbidden = await request.put(`${ORIGIN}/api/admin/pages/2`, { headers: await bearer('owners'), data: HOME });
    expect(forbidden.status()).toBe(403);
    expect(await forbidden.json()).toMatchObject({ error: 'forbidden', message: expect.any(String) });
    const revoked = await request.put(`${ORIGIN}/api/admin/pages/2`, { headers: await bearer('revoked'), data: HOME });
    expect(revoked.status()).toBe(401);
    expect(await revoked.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
    const malformed = await request.put(`${ORIGIN}/api/admin/pages/2`, { headers: await bearer('content'), data: { ...HOME, modules: 'two', status: 7 } });
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toEqual({
      error: 'validation_failed',
      message: expect.any(String),
      key: 'apiErrors.validationFailed',
      fields: { modules: expect.any(String), status: expect.any(String) },
    });
  });

  test('an owner the agency invites sets a password from the mail and sees exactly their property', async ({ page, context, request }) => {
    await withSavedConsent(context, ORIGIN);
    const email = 'jan.peeters@example.be';
    const written = await request.put(`${ORIGIN}/api/admin/owners/${email}`, {
      headers: await bearer('owners'),
      data: { name: 'Jan Peeters', language: 'en', propertyIds: [propertyId] },
    });
    expect(await written.json()).toMatchObject({ invited: true });
    const mail = await mailTo(email, (candidate) => candidate.subject === 'Your access to the owner portal', DATA_DIR);
    const link = /http:\/\/127\.0\.0\.1:\d+\/en\/login\/#reset=[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();

    await page.goto(link ?? '');
    const password = 'Jan-Peeters-owns-a-flat';
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('New password again').fill(password);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();

    await page.goto(`${ORIGIN}/en/login/`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Hello Jan Peeters')).toBeVisible();
    const options = page.locator('#portal-property option');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveText(new RegExp(`\\(${reference}\\)$`));
  });
});
