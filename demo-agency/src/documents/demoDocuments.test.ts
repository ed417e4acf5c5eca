import { demoDocument, demoDocumentName } from './demoDocuments.js';
import { shownLines } from './shownLines.js';

describe('demoDocument', () => {
  it('shows the name of the kind its id stands for, in French and Dutch, and is named after it', async () => {
    const document = await demoDocument(9);
    expect(demoDocumentName(9).fr).toBe('Certificat PEB');
    expect(document.fileName).toBe('certificat-peb-9.pdf');
    expect(document.mimeType).toBe('application/pdf');
    expect(shownLines(document.body).slice(0, 3)).toEqual(['Certificat PEB', 'EPB-certificaat', 'Document n° 9 · Document nr. 9']);
  });

  it('gives the same bytes for the same document', async () => {
    const [first, second] = await Promise.all([demoDocument(12), demoDocument(12)]);
    expect(first.body.equals(second.body)).toBe(true);
    expect(first.fileName).toBe('controle-de-l-installation-electrique-12.pdf');
  });
});
