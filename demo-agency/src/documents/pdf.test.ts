import { PDFDocument } from 'pdf-lib';
import { singlePagePdf } from './pdf.js';
import { shownLines } from './shownLines.js';

describe('singlePagePdf', () => {
  it('writes a one-page PDF a reader opens, with the title in its information', async () => {
    const pdf = await singlePagePdf('Certificat PEB — n° 1', [{ text: 'Certificat PEB', size: 22, bold: true }]);
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(document.getPageCount()).toBe(1);
    expect(document.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
    expect(document.getTitle()).toBe('Certificat PEB — n° 1');
    expect(shownLines(pdf)).toEqual(['Certificat PEB']);
  });

  it('wraps a long line before the right margin', async () => {
    const lines = shownLines(await singlePagePdf('Long', [{ text: 'mot '.repeat(60), size: 12 }]));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines.map((line) => line.trim()).join(' ')).toBe('mot '.repeat(60).trim());
  });

  it('writes what Helvetica has and anything else as ?', async () => {
    const [line] = shownLines(await singlePagePdf('Titre', [{ text: 'Aé ł 😀 (endstream) %%EOF \\', size: 11 }]));
    expect(line).toBe('Aé ? ? (endstream) %%EOF \\');
  });

  it('gives the same bytes for the same document', async () => {
    const make = () => singlePagePdf('Plans', [{ text: 'Plans du bien', size: 22, bold: true }, { text: 'Plannen van het pand', size: 16 }]);
    expect((await make()).equals(await make())).toBe(true);
  });
});
