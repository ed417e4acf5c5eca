import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import Negotiator from 'negotiator';

/** What the api compresses with, in the order it prefers them. */
const ENCODINGS = ['br', 'gzip'] as const;

export type Encoding = (typeof ENCODINGS)[number];

/** The encoding to answer with: brotli where accepted, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings([...ENCODINGS]);
  return ENCODINGS.find((encoding) => accepted.includes(encoding)) ?? null;
}

/** A text compressed once for many answers: brotli at a middle quality, fast enough to make on demand. */
export function compressed(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } }) : gzipSync(body, { level: 6 });
}

/**
 * Every other text answer (JSON that is not replayed from memory, the docs, small files of the
 * builds) goes out compressed as the browser accepts (fewer bytes on a phone's network), with `Vary: Accept-Encoding`.
 * Answers that carry their encoding already (pages and replays, the builds' `.br` and `.gz` files)
 * are not compressed twice, and images and other binaries, which shrink no further, not at all.
 * Register it after the response cache's hook, which keeps the plain body.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Made on every answer: brotli's fast end still beats gzip on JSON.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
