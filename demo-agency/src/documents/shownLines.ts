import { inflateSync } from 'node:zlib';

/** The lines a PDF of `singlePagePdf` shows (Latin-1 text only), in order, read back from its compressed page content. */
export function shownLines(pdf: Buffer): string[] {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)];
  return streams.flatMap(([, data = '']) => {
    const content = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    return [...content.matchAll(/<([0-9A-F]*)> Tj/g)].map(([, hex = '']) => Buffer.from(hex, 'hex').toString('latin1'));
  });
}
