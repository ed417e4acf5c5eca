import type { FastifyInstance } from 'fastify';
import { generateFeed } from 'demo-agency';
import type { FeedProperty } from 'shared-kernel';
import { importFeed } from '../catalogue/import.js';
import { formsTestApp, MemoryTransport } from '../forms/testApp.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { waitFor } from '../test/waitFor.js';
import { runAlerts } from './matcher.js';
import { alertRoutes } from './routes.js';
import { manageSignature } from './savedSearches.js';

const LINK_SECRET = 'a-link-secret-for-the-alert-tests-0123456789';
const ORIGIN = 'https://agency.example';
const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('saved searches and alerts', (database) => {
  let app: FastifyInstance;
  const transport = new MemoryTransport();
  // The agency's own listings (no project units), the first few for sale at a published price.
  const feed = generateFeed({ seed: 23, properties: 12 });
  const stock = feed.properties.filter((property) => property.ProjectID === undefined);
  const listing = stock.find((property) => property.Goal === 0 && property.PublishPrice && property.Marquee === 1)!;
  const listPath = `/fr/a-vendre/?city=${encodeURIComponent(`${listing.City}|${listing.Zip}`).replace(/%7C/g, '|')}`;
  let ip = 0;

  const importListings = (properties: readonly FeedProperty[]) => importFeed(database.db, { properties, projects: [] });
  const match = (now?: Date) => runAlerts(database.db, { origin: ORIGIN, linkKey: LINK_SECRET, ...(now === undefined ? {} : { now }) });
  const mailsTo = (email: string, kind = 'alert%') =>
    database.db.query<{ id: string; kind: string; subject: string; text_body: string; headers: Record<string, string> | null }>(
      'select id, kind, subject, text_body, headers from mail_outbox where to_address = $1 and kind like $2 order by created_at, id',
      [email, kind],
    );

  /**
   * Saves the list of `listing`'s commune for `email` (or follows `listing`) and confirms it by the
   * link of its opt-in mail.
   */
  async function saveAndConfirm(email: string, frequency: 'instant' | 'daily' | 'weekly', follow = false): Promise<string> {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/alerts',
      remoteAddress: `10.1.0.${++ip}`,
      payload: { email, frequency, language: 'fr', ...(follow ? { propertyId: listing.ID } : { goal: 0, listPath }) },
    });
    expect(saved.statusCode).toBe(201);
    const optIn = (await mailsTo(email, 'opt-in:saved-search')).at(-1);
    // The search named in words, as the page of one's saved searches names it.
    if (!follow) expect(optIn!.text_body).toContain(`Biens à vendre à ${listing.City}`);
    const token = /\/api\/alerts\/confirm\?token=(\S+)/.exec(optIn!.text_body)![1]!;
    const confirmed = await app.inject({ method: 'GET', url: `/api/alerts/confirm?token=${token}` });
    // A followed property's page promises what following it sends, not a list's new matches.
    expect(confirmed.headers.location).toBe(`/fr/merci/recherche/?subscription=${follow ? 'followConfirmed' : 'confirmed'}`);
    return token;
  }

  beforeAll(async () => {
    app = await formsTestApp(testConfig({ LINK_SECRET, PUBLIC_ORIGIN: ORIGIN }), database.db, {
      mailTransport: transport,
      retry: { firstDelayMs: 10, maxDelayMs: 40, leaseMs: 60_000 },
    });
    await app.register(alertRoutes);
    await app.ready();
    await importListings(stock);
  });

  afterAll(() => app.close());

  it('records a price drop once per import that changes it, and tells it once per saved search, even to two matchers racing', async () => {
    const email = 'instant@example.be';
    await saveAndConfirm(email, 'instant');
    const lower = { ...listing, Price: Math.round(listing.Price * 0.953) };
    await importListings([lower]);
    await importListings([lower]);
    const events = await database.db.query<{ old_price: number; new_price: number }>(
      `select old_price, new_price from property_events where property_id = $1 and kind = 'price'`,
      [listing.ID],
    );
    expect(events).toEqual([{ old_price: listing.Price, new_price: lower.Price }]);

    const [first, second] = await Promise.all([match(), match()]);
    expect(first! + second!).toBe(1);
    expect(await match()).toBe(0);
    const alerts = await mailsTo(email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.kind).toBe('alert:priceDrop');
    expect(alerts[0]!.text_body).toContain('Prix réduit de');
    expect(alerts[0]!.text_body).toContain('4,7\u00a0%');
    // The page of one's saved searches, and one-click unsubscribe, in every alert mail.
    expect(alerts[0]!.text_body).toContain(`${ORIGIN}/fr/mes-recherches/?email=instant%40example.be&signature=`);
    expect(alerts[0]!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/agency\.example\/api\/alerts\/unsubscribe\?token=[\w-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The mail as sent carries the headers.
    await waitFor(() => transport.sent.some((mail) => mail.id === alerts[0]!.id));
    expect(transport.sent.find((mail) => mail.id === alerts[0]!.id)?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('groups a day’s events in one digest, sent once the day is over by the clock it is given', async () => {
    const email = 'daily@example.be';
    await saveAndConfirm(email, 'daily');
    const newOne = { ...listing, ID: 990_001, Price: listing.Price - 1000 };
    const dropped = { ...listing, Price: Math.round(listing.Price * 0.9) };
    await importListings([newOne, dropped]);
    // The instant search of the test before is told now; the digest waits for its day.
    await match();
    expect(await mailsTo(email)).toHaveLength(0);
    const tomorrow = new Date(Date.now() + DAY_MS + 60_000);
    await match(tomorrow);
    await match(tomorrow);
    const [digest, ...others] = await mailsTo(email);
    expect(others).toHaveLength(0);
    expect(digest!.kind).toBe('alert-digest:daily');
    expect(digest!.subject).toBe('Votre recherche sauvegardée\u202f: 2 nouveauté(s)');
    expect(digest!.text_body).toContain('Nouveau sur le marché');
    expect(digest!.text_body).toContain('Prix réduit de');
  });

  it('tells a followed property’s price drop, not the new properties around it', async () => {
    const email = 'follower@example.be';
    await saveAndConfirm(email, 'instant', true);
    await importListings([{ ...listing, ID: 990_002 }, { ...listing, Price: Math.round(listing.Price * 0.85) }]);
    await match();
    const alerts = await mailsTo(email);
    expect(alerts.map((mail) => mail.kind)).toEqual(['alert:priceDrop']);
    expect(alerts[0]!.text_body).toContain(`/${listing.ID}/`);
  });

  it('stops mailing after the RFC 8058 one-click POST, without cookie or confirmation page', async () => {
    const email = 'oneclick@example.be';
    const token = await saveAndConfirm(email, 'instant');
    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    await importListings([{ ...listing, Price: Math.round(listing.Price * 0.8) }]);
    await match();
    expect(await mailsTo(email)).toHaveLength(0);
    const unknown = await app.inject({ method: 'POST', url: '/api/alerts/unsubscribe?token=not-a-token-of-ours', payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('leads the unsubscribe link of a mail’s body to a page whose button stops the search: opening the link stops nothing', async () => {
    const email = 'scanned@example.be';
    const token = await saveAndConfirm(email, 'instant');
    // What a mail scanner does: it opens the link.
    const opened = await app.inject({ method: 'GET', url: `/api/alerts/unsubscribe?token=${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/fr/mes-recherches/?stop=${token}`);
    const shown = await app.inject({ method: 'GET', url: `/api/alerts/searches?lang=fr&stop=${token}` });
    expect(shown.json()).toMatchObject({ email: null, searches: [{ state: 'active', criteria: { goal: 'buy', zones: [listing.Zip.slice(0, 4)] } }] });
    // The page's button, posted without scripts.
    const stopped = await app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=stop',
    });
    expect(stopped.statusCode).toBe(303);
    expect(stopped.headers.location).toBe('/fr/merci/recherche/?subscription=unsubscribed');
    expect((await app.inject({ method: 'GET', url: `/api/alerts/searches?lang=fr&stop=${token}` })).json().searches[0].state).toBe('stopped');
    expect((await app.inject({ method: 'GET', url: '/api/alerts/searches?lang=fr&stop=not-a-token-of-ours' })).statusCode).toBe(404);
  });

  it('shows one’s saved searches by the signed link only, by name and photo, and changes or deletes them by the page’s forms', async () => {
    const email = 'manage@example.be';
    await saveAndConfirm(email, 'weekly');
    await saveAndConfirm(email, 'instant', true);
    const signature = manageSignature(LINK_SECRET, email);
    const searches = (query: Record<string, string>) => app.inject({ method: 'GET', url: `/api/alerts/searches?${new URLSearchParams(query).toString()}` });

    const opened = await searches({ email, lang: 'nl', signature });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    const [list, followed] = opened.json().searches;
    expect(list).toMatchObject({ frequency: 'weekly', state: 'active', property: null, link: listPath, criteria: { goal: 'buy' } });
    expect(followed).toMatchObject({ frequency: 'instant', criteria: null, property: { id: listing.ID, photo: expect.stringMatching(/^\/api\/images\//) } });
    expect(followed.link).toContain(`/${listing.ID}/`);

    // Another address with this signature, or the signature changed: refused, nothing shown.
    const otherAddress = await searches({ email: 'instant@example.be', lang: 'fr', signature });
    expect(otherAddress.statusCode).toBe(403);
    expect(otherAddress.json()).toMatchObject({ error: 'link_invalid' });
    expect(otherAddress.body).not.toContain('instant@example.be');
    expect((await searches({ email, lang: 'fr', signature: `${signature.slice(0, -2)}xx` })).statusCode).toBe(403);

    // The links of older mails lead to the page.
    const old = await app.inject({ method: 'GET', url: `/api/alerts/manage?${new URLSearchParams({ email, lang: 'de', signature }).toString()}` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/de/meine-suchen/?${new URLSearchParams({ email, signature }).toString()}`);

    const post = (fields: Record<string, string>, origin = ORIGIN) =>
      app.inject({
        method: 'POST',
        url: '/api/alerts/manage',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        payload: new URLSearchParams(fields).toString(),
      });
    const tampered = await post({ email, signature: 'forged-signature-of-someone', lang: 'fr', id: list.id, action: 'delete' });
    expect(tampered.statusCode).toBe(403);
    expect((await post({ email, signature, lang: 'fr', action: 'delete' })).statusCode).toBe(400);
    expect((await post({ email, signature, lang: 'fr', id: list.id, action: 'delete' }, 'https://evil.example')).statusCode).toBe(403);
    const changed = await post({ email, signature, lang: 'fr', id: list.id, action: 'change', frequency: 'daily' });
    expect(changed.statusCode).toBe(303);
    expect(changed.headers.location).toBe(`/fr/mes-recherches/?${new URLSearchParams({ email, signature, done: 'changed' }).toString()}`);
    expect((await searches({ email, lang: 'fr', signature })).json().searches[0].frequency).toBe('daily');
    const deleted = await post({ email, signature, lang: 'fr', id: list.id, action: 'delete' });
    expect(deleted.statusCode).toBe(303);
    expect(await database.db.query('select 1 from saved_searches where email = $1', [email])).toHaveLength(1);
  });

  it('refuses a bad address with the field’s message, and a form posted as HTML with a page saying so', async () => {
    const json = await app.inject({ method: 'POST', url: '/api/alerts', remoteAddress: '10.1.1.1', payload: { email: 'nope', frequency: 'daily', language: 'nl', goal: 0, listPath } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: 'validation_failed', key: 'alerts.errors.invalid', fields: { email: 'alerts.errors.emailInvalid' } });
    // Posted without scripts, as the form's HTML sends it.
    const postForm = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/alerts',
        remoteAddress: `10.1.1.${++ip}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, frequency: 'daily', language: 'nl', goal: '0', listPath }).toString(),
      });
    const html = await postForm('nope');
    expect(html.statusCode).toBe(400);
    expect(html.body).toContain('Dit e-mailadres lijkt niet juist.');
    const sent = await postForm('plain@example.be');
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/nl/feedback/demand-register/');
    // Following a property, the page says what following sends.
    const follow = await app.inject({
      method: 'POST',
      url: '/api/alerts',
      remoteAddress: `10.1.1.${++ip}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'plain@example.be', frequency: 'daily', language: 'nl', propertyId: String(listing.ID) }).toString(),
    });
    expect(follow.headers.location).toBe('/nl/feedback/demand-register/?subscription=follow');
  });
});
