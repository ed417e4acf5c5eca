import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EPC_BANDS, type Region } from 'shared-kernel';
import { z } from 'zod';
import { errorBody, errorBodySchema } from '../http/errors.js';
import { escapeHtml } from '../seo/head.js';

/**
 * The energy-label arrows that `epcImagePath` points at (`/epc/brussels/c_plus.svg`): the
 * familiar scale from dark green (A++) to red (G), with the label written on it.
 */

const REGION_NAMES: Record<Region, string> = { brussels: 'Brussels', flanders: 'Flanders', wallonia: 'Wallonia' };

// Colours of the European energy scale; the text is dark where white would not stand out.
const LETTER_COLOURS: Record<string, { fill: string; text: string }> = {
  a_plusplus: { fill: '#005c2a', text: '#ffffff' },
  a_plus: { fill: '#00773a', text: '#ffffff' },
  a: { fill: '#009444', text: '#ffffff' },
  b: { fill: '#50b848', text: '#1d1d1b' },
  c: { fill: '#bed630', text: '#1d1d1b' },
  d: { fill: '#fff200', text: '#1d1d1b' },
  e: { fill: '#fdb913', text: '#1d1d1b' },
  f: { fill: '#f37021', text: '#1d1d1b' },
  g: { fill: '#e2231a', text: '#ffffff' },
};

const SUFFIX_TEXT: Record<string, string> = { plusplus: '++', plus: '+', sub: '-' };

/** 'c_plus' → 'C+', 'b_sub' → 'B-', 'a_plusplus' → 'A++'. */
export function epcLabelText(label: string): string {
  const [letter = '', suffix = ''] = label.split('_');
  return `${letter.toUpperCase()}${SUFFIX_TEXT[suffix] ?? ''}`;
}

export function epcLabelSvg(region: Region, label: string): string {
  const text = epcLabelText(label);
  const colours = LETTER_COLOURS[label] ?? LETTER_COLOURS[label.charAt(0)];
  if (colours === undefined) throw new Error(`No colour for the EPC label ${label}`);
  const [width, height] = [120, 48];
  const arrow = [[2, 2], [width - height / 2, 2], [width - 2, height / 2], [width - height / 2, height - 2], [2, height - 2]];
  // Escaped as in HTML: the same five characters are all XML needs.
  const title = escapeHtml(`EPC label ${text} (${REGION_NAMES[region]})`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">` +
    `<title id="title">${title}</title>` +
    `<polygon points="${arrow.map((point) => point.join(',')).join(' ')}" fill="${colours.fill}" stroke="#1d1d1b" stroke-opacity="0.25" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<text x="14" y="${height / 2}" dominant-baseline="central" fill="${colours.text}" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700">${escapeHtml(text)}</text>` +
    '</svg>'
  );
}

// The images change only if this drawing does: a month in every cache is long and still safe.
const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

export const epcRoutes: FastifyPluginAsync = async (app) => {
  const images = new Map<string, string>();
  for (const region of Object.keys(EPC_BANDS) as Region[]) {
    for (const { label } of EPC_BANDS[region]) images.set(`${region}/${label}`, epcLabelSvg(region, label));
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    '/epc/:region/:label.svg',
    {
      schema: {
        tags: ['images'],
        summary: "An EPC label image of a region's energy scale",
        params: z.object({
          region: z.string().describe('brussels, flanders or wallonia'),
          label: z.string().describe("A label code of the region's scale: a_plus, b_sub, c…"),
        }),
        response: {
          200: { description: 'The label', content: { 'image/svg+xml': { schema: z.string() } } },
          404: errorBodySchema.describe('No such region, or no such label on its scale'),
        },
      },
    },
    async (request, reply) => {
      const { region, label } = request.params;
      const svg = images.get(`${region}/${label}`);
      if (svg === undefined) {
        return reply.code(404).send(errorBody('not_found', `No EPC label "${label}" on the scale of "${region}".`));
      }
      return reply.header('cache-control', CACHE_CONTROL).type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};
