import { singlePagePdf, winAnsiHex } from './pdf.js';

/** Checks what a reader relies on to open the file: header, object offsets, stream length, trailer. */
function expectWellFormed(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n \n/gm)].map((match) => Number(match[1]));
  expect(entries).toHaveLength(7);
  entries.forEach((offset, index) => expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
  const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text);
  expect(Number(stream?.[1])).toBe(Buffer.byteLength(stream?.[2] ?? '', 'latin1'));
  expect(text).toContain('trailer\n<< /Size 8 /Root 1 0 R /Info 7 0 R >>');
}

describe('singlePagePdf', () => {
  it('writes a well-formed one-page PDF with the title in its information', () => {
    const pdf = singlePagePdf('Certificat PEB', [{ text: 'Certificat PEB', size: 22, bold: true }]);
    expectWellFormed(pdf);
    const text = pdf.toString('latin1');
    expect(text).toContain('/Type /Pages /Kids [3 0 R] /Count 1');
    expect(text).toContain(`/Title <FEFF${Buffer.from('Certificat PEB', 'utf16le').swap16().toString('hex').toUpperCase()}>`);
    expect(text).toContain(`BT /F1 22 Tf 57 758 Td <${winAnsiHex('Certificat PEB')}> Tj ET`);
  });

  it('wraps a long line before the right margin', () => {
    const pdf = singlePagePdf('Long', [{ text: 'mot '.repeat(60), size: 12 }]).toString('latin1');
    const lines = [...pdf.matchAll(/<([0-9A-F]+)> Tj/g)].map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines.join(' ')).toBe('mot '.repeat(60).trim());
  });

  it('stays well formed whatever the text holds', () => {
    expectWellFormed(singlePagePdf('Titre (avec) \\ ‘guillemets’ — 1 250 € 😀', [{ text: '(endstream) %%EOF ) \\', size: 11 }]));
  });
});

describe('winAnsiHex', () => {
  it('writes Latin-1 letters as they are, typographic signs in WinAnsi and anything else as ?', () => {
    expect(winAnsiHex('Aé')).toBe('41E9');
    expect(winAnsiHex('’€–')).toBe('928096');
    expect(winAnsiHex('€ ł 😀')).toBe('80203F203F');
  });
});
