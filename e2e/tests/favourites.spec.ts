import { expect } from '@playwright/test';
import { seriousViolations, test, watchConsole, withSavedConsent } from './support';

const LIST = '[data-remote="mf_listings/PropertyList"]';

test.describe('favourites and compare', () => {
  test('hearts kept in the browser, shared as a link that a fresh browser opens rendered by the server', async ({ page, context, baseURL, browser }) => {
    await withSavedConsent(context, baseURL ?? '');
    const problems = watchConsole(page);
    await page.goto('/fr/a-vendre/');
    const cards = page.locator(LIST).getByRole('article');
    const titles = [await cards.nth(0).getByRole('heading').innerText(), await cards.nth(1).getByRole('heading').innerText()];
    for (const index of [0, 1]) {
      const heart = cards.nth(index).getByRole('button', { name: `Favori : ${titles[index]}` });
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }
    const topBarLink = page.locator('[data-favourites-count]');
    await expect(topBarLink).toHaveText(/Favoris \(2\)/);
    await topBarLink.click();
    await expect(page).toHaveURL(/\/fr\/favoris\/$/);
    await expect(page.getByRole('heading', { name: '2 biens favoris' })).toBeVisible();
    const shared = await page.getByRole('link', { name: 'Lien vers cette liste, à partager' }).getAttribute('href');
    expect(shared).toMatch(/^\/fr\/favoris\/\?ids=\d+,\d+$/);
    expect(problems).toEqual([]);

    // Someone else opens the link: the server sends the list rendered, their own hearts stay empty.
    const html = await (await page.request.get(shared ?? '', { headers: { accept: 'text/html' } })).text();
    for (const title of titles) expect(html).toContain(title);
    expect(html).toContain('<meta name="robots" content="noindex">');
    const other = await browser.newContext({ baseURL });
    await withSavedConsent(other, baseURL ?? '');
    const friend = await other.newPage();
    await friend.goto(shared ?? '');
    const friendCards = friend.locator('[data-remote="mf_listings/Favourites"]').getByRole('article');
    await expect(friendCards).toHaveCount(2);
    await expect(friendCards.first().getByRole('heading')).toHaveText(titles[1] ?? '');
    await expect(friendCards.first().getByRole('button', { name: /^Favori\s: / })).toHaveAttribute('aria-pressed', 'false');
    await expect(friend.locator('[data-favourites-count]')).toHaveText(/Favoris$/);
    await other.close();
  });

  test('nl: compares properties side by side in a table, from a deep link that survives a reload', async ({ page, context, baseURL, request }) => {
    await withSavedConsent(context, baseURL ?? '');
    const answer = (await (await request.get('/api/properties?lang=nl&goal=0&pageSize=3')).json()) as { items: { ID: number; TypeDescription: string }[] };
    const ids = answer.items.map((item) => item.ID);
    await page.goto(`/nl/favorieten/?ids=${ids.join(',')}`);
    const problems = watchConsole(page);
    for (const item of answer.items.slice(0, 2)) await page.getByRole('checkbox', { name: `Vergelijken: ${item.TypeDescription}` }).check();
    await expect(page).toHaveURL(new RegExp(`compare=${ids[0]}%2C${ids[1]}`));
    const table = page.getByRole('table', { name: 'Vergelijking van 2 panden' });
    await expect(table.getByRole('columnheader')).toHaveText(answer.items.slice(0, 2).map((item) => item.TypeDescription));
    await expect(table.getByRole('rowheader', { name: /^Prijs/ }).first()).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /^Gewest/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Vergelijking van 2 panden' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `Vergelijken: ${answer.items[2]?.TypeDescription}` })).not.toBeChecked();
    expect(problems).toEqual([]);
  });
});
