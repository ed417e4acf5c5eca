import { expect } from '@playwright/test';
import {
  formatPrice,
  isOffMarket,
  propertyHref,
  regionForPostcode,
  registrationDuties,
  type PropertyDetailData,
  type PropertyListPage,
  type Region,
} from 'shared-kernel';
import { seriousViolations, test, withSavedConsent } from './support';

const REGIONS: Region[] = ['brussels', 'flanders', 'wallonia'];

test('the purchase-cost calculator shows each region’s duties for a sole own home or not, and agrees with the stored amount', async ({ page, context, baseURL, request }) => {
  await withSavedConsent(context, baseURL ?? '');
  const { items } = (await (await request.get('/api/properties?lang=fr&goal=0&pageSize=48')).json()) as PropertyListPage;
  for (const region of REGIONS) {
    const item = items.find((candidate) => regionForPostcode(candidate.Zip) === region && candidate.PublishPrice && !isOffMarket(candidate.Marquee) && candidate.ProjectID === undefined);
    expect(item, `a property for sale in ${region}`).toBeDefined();
    if (!item) continue;
    const property = (await (await request.get(`/api/properties/${item.ID}?lang=fr`)).json()) as PropertyDetailData;
    await page.goto(propertyHref(item, 'fr'));
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
