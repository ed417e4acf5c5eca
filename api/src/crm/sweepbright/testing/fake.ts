import sharp from 'sharp';
import { recordedEstate, recordedProject } from './recorded.js';
import { sweepBrightServer, type Answer, type SweepBrightServer } from './server.js';

export interface FakeSweepBrightOptions {
  port: number;
  host?: string;
  /** The site's webhook (`…/api/crm/sweepbright/webhook/{CRM_WEBHOOK_SECRET}`): the fake's events go there. */
  webhookUrl: string;
}

export interface FakeSweepBright {
  server: SweepBrightServer;
  close(): Promise<void>;
}

/** The fake's estates: an apartment for sale, a house for rent, a project with two units. */
export const FAKE_ESTATES = {
  apartment: 'a1b2c3d4-0000-4000-8000-000000000001',
  house: 'a1b2c3d4-0000-4000-8000-000000000002',
  project: 'a1b2c3d4-0000-4000-8000-000000000003',
} as const;
const UNITS = ['a1b2c3d4-0000-4000-8000-000000000004', 'a1b2c3d4-0000-4000-8000-000000000005'] as const;

const json = (value: unknown): Answer => ({ json: value });

/**
 * A local SweepBright for trying the site as a newcomer and for the e2e: SweepBright's Website API
 * (OAuth, estates, URLs, contacts) over recorded estates of its public fixture's shape, with
 * controls that change an estate and send the site its webhook, list the contacts received, and
 * take the API down for a while:
 *
 *   GET  /fake/estates                     the estates and their price and status
 *   POST /fake/estates/{key}/publish       estate-added (key: apartment, house, project)
 *   POST /fake/estates/{key}/price/{eur}   a new price, estate-updated
 *   POST /fake/estates/{key}/delete        gone from SweepBright, estate-deleted
 *   POST /fake/estates/{key}/break         no point on the map any more (a bad estate), estate-updated
 *   POST /fake/outage/{seconds}            every API call answers 503 (Retry-After: 1) meanwhile
 *   GET  /fake/contacts                    the leads received, in order
 *
 * A test tool: the connector's own tests use recorded answers, not this.
 */
export async function startFakeSweepBright(options: FakeSweepBrightOptions): Promise<FakeSweepBright> {
  const host = options.host ?? '127.0.0.1';
  const estates = new Map<string, Record<string, unknown>>();
  let downUntil = 0;
  /** The contacts accepted (answered 200), not those refused during an outage. */
  const contacts: { path: string; contact: unknown }[] = [];

  const sendWebhook = async (event: string, estateId: string) => {
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event, estate_id: estateId }),
    }).catch((error: unknown) => ({ ok: false, status: String(error) }));
    return { event, estate_id: estateId, delivered: response.ok, status: response.status };
  };
  const keyed = (key: string): string | undefined => (key in FAKE_ESTATES ? FAKE_ESTATES[key as keyof typeof FAKE_ESTATES] : undefined);
  const recorded = (id: string): Record<string, unknown> =>
    id === FAKE_ESTATES.project
      ? recordedProject(id, UNITS, (name) => server.fileUrl(name))
      : id === FAKE_ESTATES.house
        ? recordedEstate(id, server.fileUrl(id), {
            type: 'house',
            sub_type: 'villa',
            negotiation: 'let',
            price: { amount: 2450, currency: 'EUR', hidden: false },
            description_title: { fr: 'Maison avec jardin à Uccle', nl: 'Huis met tuin in Ukkel', en: 'House with a garden in Uccle', de: 'Haus mit Garten in Uccle' },
            location: { street: 'Avenue Brugmann', number: '401', box: '', city: 'Uccle', postal_code: '1180', country: 'BE', hidden: false, geo: { latitude: 50.8035, longitude: 4.3466 } },
          })
        : recordedEstate(id, server.fileUrl(id));

  const control = async (method: string, path: string, body: string): Promise<Answer | undefined> => {
    if (path.startsWith('/api/') && Date.now() < downUntil) return { status: 503, headers: { 'retry-after': '1' }, json: { message: 'Service Unavailable' } };
    if (method === 'POST' && /^\/api\/(estates\/[^/]+\/)?contacts$/.test(path)) contacts.push({ path, contact: JSON.parse(body) as unknown });
    if (!path.startsWith('/fake/')) return undefined;
    if (method === 'GET' && path === '/fake/estates') {
      return json([...estates.values()].map((estate) => ({ id: estate.id, price: estate.price, status: estate.status })));
    }
    if (method === 'GET' && path === '/fake/contacts') {
      return json(contacts);
    }
    const outage = /^\/fake\/outage\/(\d{1,4})$/.exec(path);
    if (method === 'POST' && outage) {
      downUntil = Date.now() + Number(outage[1]) * 1000;
      return json({ downUntil: new Date(downUntil).toISOString() });
    }
    const change = /^\/fake\/estates\/([a-z]+)\/(publish|delete|break|price\/(\d{1,9}))$/.exec(path);
    const id = change ? keyed(change[1] ?? '') : undefined;
    if (method !== 'POST' || change === null || id === undefined) return { status: 404, json: { message: 'No such control.' } };
    if (change[2] === 'publish') {
      estates.set(id, recorded(id));
      server.estates.set(id, json(estates.get(id)));
      return json(await sendWebhook('estate-added', id));
    }
    if (change[2] === 'delete') {
      estates.delete(id);
      server.estates.delete(id);
      return json(await sendWebhook('estate-deleted', id));
    }
    const estate = estates.get(id) ?? recorded(id);
    const changed =
      change[2] === 'break'
        ? { location: { ...(estate.location as Record<string, unknown>), geo: null } }
        : { price: { amount: Number(change[3]), currency: 'EUR', hidden: false } };
    const updated = { ...estate, ...changed, updated_at: new Date().toISOString() };
    estates.set(id, updated);
    server.estates.set(id, json(updated));
    return json(await sendWebhook('estate-updated', id));
  };

  const server = await sweepBrightServer(options.port, host, control);
  const colours = ['#b5654a', '#4a7bb5', '#6aa05a', '#a08a3c', '#7a5aa0'];
  const ids = [...Object.values(FAKE_ESTATES), ...UNITS];
  for (const [index, id] of ids.entries()) {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colours[index % colours.length] ?? '#888888' } }).jpeg().toBuffer();
    server.files.set(id, { bytes: photo, type: 'image/jpeg' });
  }
  return { server, close: () => server.close() };
}
