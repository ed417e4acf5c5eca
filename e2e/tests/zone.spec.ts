import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readZone, ZONE_PARAMETER } from 'shared-kernel';
import { seriousViolations, test, withSavedConsent } from './support';

// A zone drawn on the list's map, kept in the URL, server-rendered.

test.beforeEach(async ({ context, baseURL }) => {
  await withSavedConsent(context, baseURL ?? '');
});

const list = (page: Page) => page.locator('[data-remote="mf_listings/PropertyList"]');
const zoneOf = (page: Page) => new URL(page.url()).searchParams.get(ZONE_PARAMETER);

async function total(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/properties/map?lang=fr&goal=0&${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

test('a zone drawn by clicks on the map narrows the list, stays in the URL and comes back server-rendered', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/fr/a-vendre/?view=map');
  const map = list(page).getByRole('region', { name: 'Carte des biens' });
  await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  const everything = await total(request, '');

  // A square around the largest group of markers (Brussels): some properties in, some out.
  await map.scrollIntoViewIfNeeded();
  const groups = map.getByRole('button', { name: /^\d+ biens ici$/ });
  await expect(groups.first()).toBeAttached();
  const sizes = await groups.evaluateAll((buttons) => buttons.map((button) => Number.parseInt(button.getAttribute('aria-label') ?? '0', 10)));
  const largest = await groups.nth(sizes.indexOf(Math.max(...sizes))).boundingBox();
  if (!largest) throw new Error('The largest group has no box');
  const [x, y] = [largest.x + largest.width / 2, largest.y + largest.height / 2];
  const corners = [
    { x: x - 50, y: y - 50 },
    { x: x + 50, y: y - 50 },
    { x: x + 50, y: y + 50 },
    { x: x - 50, y: y + 50 },
  ];

  await list(page).getByRole('button', { name: 'Dessiner une zone' }).click();
  await expect(list(page).getByText(/Cliquez sur la carte pour placer chaque coin/)).toBeVisible();
  for (const corner of corners) await page.mouse.click(corner.x, corner.y, { delay: 30 });
  // The first corner again closes the zone.
  await page.mouse.click(x - 50, y - 50, { delay: 30 });

  await expect.poll(() => zoneOf(page)).not.toBeNull();
  const zone = zoneOf(page) ?? '';
  expect(readZone(zone)).toEqual({ zone: expect.any(Array) });
  expect(new URL(page.url()).searchParams.get('view')).toBe('map');
  const inside = await total(request, `${ZONE_PARAMETER}=${encodeURIComponent(zone)}`);
  expect(inside).toBeGreaterThan(0);
  expect(inside).toBeLessThan(everything);
  const count = list(page).getByRole('heading', { level: 2, name: new RegExp(`^${inside} biens?\\b`) });
  await expect(count).toBeVisible();
  await expect(map).toHaveAttribute('data-marker-count', String(inside), { timeout: 20_000 });
  await expect(map).toHaveAttribute('data-zone-corners', '4');
  await expect(list(page).getByTestId('zone-notice')).toContainText('Seuls les biens situés dans la zone dessinée');

  // The same address, asked for anew: the server's page already has the narrowed list, and the map
  // draws the zone once it loads.
  const html = await (await request.get(new URL(page.url()).pathname + new URL(page.url()).search)).text();
  expect(html).toContain('Seuls les biens situés dans la zone dessinée');
  expect(html).toMatch(new RegExp(`>${inside} biens?[,<]`));
  await page.reload();
  expect(zoneOf(page)).toBe(zone);
  await expect(count).toBeVisible();
  await expect(map).toHaveAttribute('data-zone-corners', '4', { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);

  await list(page).getByRole('link', { name: 'Effacer la zone' }).first().click();
  await expect.poll(() => zoneOf(page)).toBeNull();
  await expect(map).toHaveAttribute('data-marker-count', String(everything), { timeout: 20_000 });
});

test('a damaged zone in the URL is explained, not a 500, and the other filters still apply', async ({ page, request }) => {
  const response = await page.goto('/fr/a-vendre/?type=1&zone=abc');
  expect(response?.status()).toBe(200);
  await expect(list(page).getByRole('alert')).toHaveText(
    'La zone de cette adresse n’a pas pu être recherchée. Elle est abîmée ou incomplète. La liste montre les résultats des autres filtres. Effacer la zone',
  );
  await expect(list(page).getByLabel('Type de bien')).toHaveValue('1');
  const houses = await total(request, 'type=1');
  await expect(list(page).getByRole('heading', { level: 2, name: new RegExp(`^${houses} biens?\\b`) })).toBeVisible();
  expect((await request.get('/api/properties?goal=0&zone=abc')).status()).toBe(400);
});

test('at 390 px the keyboard chooses a commune instead of drawing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr/a-vendre/?view=map');
  const link = list(page).getByRole('link', { name: 'choisir une commune' });
  await link.focus();
  await page.keyboard.press('Enter');
  const commune = list(page).getByLabel('Commune');
  await expect(commune).toBeFocused();
  await expect(commune).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const chosen = await commune.inputValue();
  expect(chosen).toMatch(/\|\d{4}$/);
  await list(page).getByRole('button', { name: 'Rechercher' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('city')).toBe(chosen);
  expect(new URL(page.url()).searchParams.get('view')).toBe('map');
});
