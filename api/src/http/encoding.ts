import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli where accepted, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** A text compressed once for many answers: brotli at a middle quality, fast enough to make on demand. */
export function compressed(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } }) : gzipSync(body, { level: 6 });
}
