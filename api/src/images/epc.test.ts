import type { FastifyInstance } from 'fastify';
import { EPC_BANDS, epcImagePath, type Region } from 'shared-kernel';
import { epcLabelText, epcRoutes } from './epc.js';
import { pluginTestApp } from './testApp.js';

const EVERY_LABEL = (Object.keys(EPC_BANDS) as Region[]).flatMap((region) =>
  EPC_BANDS[region].map(({ label }) => [region, label] as const),
);

describe('GET /epc/:region/:label.svg', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await pluginTestApp(epcRoutes, {}));
  });

  afterAll(() => app.close());

  it.each(EVERY_LABEL)('draws %s %s where epcImagePath points', async (region, label) => {
    const response = await app.inject({ method: 'GET', url: epcImagePath(region, label) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=2592000, stale-while-revalidate=86400');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" [^>]*role="img" aria-labelledby="title">/);
    expect(response.body).toContain(`<title id="title">EPC label ${epcLabelText(label)} (`);
    expect(response.body).toContain(`>${epcLabelText(label)}</text>`);
  });

  it('colours the scale from dark green to red', async () => {
    const fill = async (region: Region, label: string) =>
      /<polygon [^>]*fill="(#[0-9a-f]{6})"/.exec((await app.inject({ method: 'GET', url: `/epc/${region}/${label}.svg` })).body)?.[1];
    expect(await fill('wallonia', 'a_plusplus')).toBe('#005c2a');
    expect(await fill('brussels', 'a_plus')).toBe('#00773a');
    expect(await fill('brussels', 'b_sub')).toBe(await fill('brussels', 'b_plus'));
    expect(await fill('flanders', 'f')).toBe('#f37021');
    expect(await fill('brussels', 'g')).toBe('#e2231a');
  });

  it.each([
    ['luxembourg', 'a'],
    ['brussels', 'a_plusplus'],
    ['flanders', 'g'],
    ['flanders', 'b_sub'],
    ['wallonia', 'A'],
    ['brussels', '..%2Fflanders%2Fa'],
  ])('answers %s %s with a 404', async (region, label) => {
    const response = await app.inject({ method: 'GET', url: `/epc/${region}/${label}.svg` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('epcLabelText', () => {
  it.each([
    ['a_plusplus', 'A++'],
    ['a_plus', 'A+'],
    ['a', 'A'],
    ['b_sub', 'B-'],
    ['c_plus', 'C+'],
    ['g', 'G'],
  ])('writes %s as %s', (label, text) => {
    expect(epcLabelText(label)).toBe(text);
  });
});
