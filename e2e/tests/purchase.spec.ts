import { expect, type APIRequestContext } from '@playwright/test';
import {
  CountryID,
  formatPrice,
  isOffMarket,
  loanRepayment,
  propertyHref,
  purchaseCostsCase,
  regionForPostcode,
  registrationDuties,
  renovationObligation,
  type PropertyDetailData,
  type PropertyListItem,
  type PropertyListPage,
  type Region,
} from 'shared-kernel';
import { seriousViolations, test, withSavedConsent } from './support';

const REGIONS: Region[] = ['brussels', 'flanders', 'wallonia'];

test.beforeEach(async ({ context, baseURL }) => {
  await withSavedConsent(context, baseURL ?? '');
});

async function detailOf(request: APIRequestContext, id: number): Promise<PropertyDetailData> {
  const response = await request.get(`/api/properties/${id}?lang=fr`);
  expect(response.ok(), `property ${id}`).toBe(true);
  return response.json();
}

/** The homes (houses, then apartments) for sale on the market, not project units, in the postcodes of `region`. */
async function homesOnSale(request: APIRequestContext, region: Region): Promise<PropertyListItem[]> {
  const homes: PropertyListItem[] = [];
  for (const type of [1, 3]) {
    for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
      const list = (await (await request.get(`/api/properties?lang=fr&goal=0&type=${type}&pageSize=48&page=${page}`)).json()) as PropertyListPage;
      pageCount = list.pageCount;
      homes.push(...list.items.filter((item) => item.PublishPrice && !isOffMarket(item.Marquee) && item.ProjectID === undefined && regionForPostcode(item.Zip) === region));
    }
  }
  return homes;
}

/** The first of `items` whose detail passes `keep`: the country and so the region are the detail's to say. */
async function firstDetail(request: APIRequestContext, items: PropertyListItem[], keep: (property: PropertyDetailData) => boolean): Promise<PropertyDetailData | undefined> {
  for (const item of items) {
    const property = await detailOf(request, item.ID);
    if (keep(property)) return property;
  }
  return undefined;
}

test('the purchase-cost calculator shows each region’s duties for a sole own home or not, and agrees with the stored amount', async ({ page, request }) => {
  for (const region of REGIONS) {
    const property = await firstDetail(request, await homesOnSale(request, region), (candidate) => {
      const costs = purchaseCostsCase(candidate);
      return costs?.kind === 'belgian' && costs.region === region;
    });
    expect(property, `a home for sale in ${region}`).toBeDefined();
    if (!property) continue;
    await page.goto(propertyHref(property, 'fr'));
    const costs = page.getByRole('region', { name: "Frais d'achat" });
    const duties = costs.getByRole('row', { name: /^Droits d'enregistrement/ });
    const soleHome = registrationDuties(property.Price, region, { soleHome: true });
    await expect(duties).toContainText(formatPrice(soleHome));
    // The demo agency stored the duties of the usual buyer: the attribute table and the calculator agree.
    expect(property.RegistrationRights).toBe(soleHome);
    await expect(costs.getByRole('row', { name: /^Total à prévoir/ })).toContainText(formatPrice(property.Price + soleHome + (property.NotaryFees ?? 0)));
    await costs.getByRole('checkbox', { name: /habitation propre et unique/ }).uncheck();
    await expect(duties).toContainText(formatPrice(registrationDuties(property.Price, region, { soleHome: false })));
    if (region === 'brussels') expect(await seriousViolations(page)).toEqual([]);
  }
});

test('the borrowing simulator beside the costs gives the kernel’s figures and fits a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const brussels = await detailOf(request, 1276);
  await page.goto('/fr/property/1276/');
  const simulator = page.getByRole('region', { name: 'Simulateur d’emprunt' });
  await simulator.scrollIntoViewIfNeeded();
  const amount = simulator.getByLabel('Montant emprunté (€)');
  const costs = purchaseCostsCase(brussels);
  expect(costs?.kind).toBe('belgian');
  await expect(amount).toHaveValue(/^\d+$/);
  expect(Number(await amount.inputValue())).toBeGreaterThan(brussels.Price);
  const expected = loanRepayment({ principal: 300_000, annualRatePercent: 3.5, years: 25 });
  // The simulator's code comes as the costs near the screen: what is typed before it hydrates is
  // typed again, as a visitor would.
  await expect(async () => {
    await amount.fill('300000');
    await simulator.getByLabel('Taux d’intérêt annuel (%)').fill('3,5');
    await simulator.getByLabel('Durée (années)').fill('25');
    await expect(simulator.locator('[data-figure="monthly"]')).toHaveText(formatPrice(expected.monthlyPayment), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(simulator.locator('[data-figure="interest"]')).toHaveText(formatPrice(expected.totalInterest));
  await expect(simulator).toContainText('ni conseil ni offre de crédit');
  await simulator.getByLabel('Durée (années)').fill('12,5');
  await simulator.getByLabel('Durée (années)').blur();
  await expect(simulator.getByLabel('Durée (années)')).toHaveAccessibleDescription('Entrez un nombre entier d’années.');
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('the rules of the property’s country, region and kind', () => {
  test('an office in Bertrange, Luxembourg (8070): no Belgian duties but a note and the agency’s contact, rendered on the server with its JSON-LD', async ({ page, request }) => {
    // 1803 in the demo agency of the suite (seed 1967, 600 properties); its data is checked first,
    // so a change of the demo data fails here and not as a page that happens to pass.
    const office = await detailOf(request, 1803);
    expect(office).toMatchObject({ CountryID: CountryID.Luxembourg, Zip: '8070', Goal: 0, PublishPrice: true });
    expect(regionForPostcode(office.Zip)).toBe('flanders');
    expect(purchaseCostsCase(office)).toEqual({ kind: 'abroad' });

    const html = await (await request.get('/fr/property/1803/')).text();
    expect(html.includes('Ce bien se trouve hors de Belgique'), 'the note in the server-rendered page').toBe(true);
    const offer = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map(([, json]) => JSON.parse(json ?? '') as { '@type': string; itemOffered?: { address?: { addressCountry?: string } } })
      .find((data) => data['@type'] === 'Offer');
    expect(offer?.itemOffered?.address?.addressCountry).toBe('LU');

    await page.goto('/fr/property/1803/');
    const costs = page.getByRole('region', { name: "Frais d'achat" });
    await expect(costs).toContainText('Ce bien se trouve hors de Belgique');
    await expect(costs.getByRole('link', { name: 'Posez-nous vos questions' })).toHaveAttribute('href', '/fr/contact/');
    await expect(costs.getByRole('table')).toHaveCount(0);
    await expect(costs.getByRole('checkbox')).toHaveCount(0);
    await expect(costs).not.toContainText(/Flandre|Droits d'enregistrement/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a parking space in Waterloo: Walloon duties at the ordinary rate, no own-home choice', async ({ page, request }) => {
    const parking = await detailOf(request, 1770);
    expect(parking).toMatchObject({ WebID: 7, Zip: '1410', CountryID: CountryID.Belgium, Goal: 0, PublishPrice: true });
    expect(purchaseCostsCase(parking)).toEqual({ kind: 'belgian', region: 'wallonia', soleHomeOffered: false });
    const ordinary = registrationDuties(parking.Price, 'wallonia', { soleHome: false });
    expect(parking.RegistrationRights).toBe(ordinary);

    await page.goto('/fr/property/1770/');
    const costs = page.getByRole('region', { name: "Frais d'achat" });
    const duties = costs.getByRole('row', { name: /^Droits d'enregistrement/ });
    await expect(duties).toContainText(formatPrice(ordinary));
    await expect(duties).toContainText('Wallonie : 12,5 %.');
    await expect(costs.getByRole('checkbox')).toHaveCount(0);
    await expect(costs).not.toContainText('habitation propre et unique');
  });

  test('no Flemish renovation notice on a Brussels property (1276, label E)', async ({ page, request }) => {
    const brussels = await detailOf(request, 1276);
    expect(brussels).toMatchObject({ Zip: '1050', CountryID: CountryID.Belgium, WebID: 1, Goal: 0 });
    expect(renovationObligation(brussels)).toBeNull();
    await page.goto('/fr/property/1276/');
    // The label is there, the obligation of another region is not. (The demo agency has no Flemish
    // home for sale labelled E or F: the notice where it holds is the kernel's and EnergySection's tests.)
    await expect(page.getByRole('img', { name: 'Label PEB E' })).toBeVisible();
    await expect(page.getByText(/rénovés jusqu'au label D/)).toHaveCount(0);
  });
});
