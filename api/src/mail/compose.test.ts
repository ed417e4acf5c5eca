import { describe, expect, it } from '@jest/globals';
import { composeMail } from './compose.js';

describe('composeMail', () => {
  const blocks = [{ rows: [['Fréquence', 'Immédiatement']] as const }, { link: 'https://example.be/x', label: 'Vos recherches' }];

  it('writes a French label’s colon with a narrow no-break space before it, and leaves the value as typed', () => {
    const { text } = composeMail('fr', [...blocks, { rows: [['Message', 'Bonjour: à demain!']] as const }]);
    expect(text).toContain('Fréquence\u202f: Immédiatement');
    expect(text).toContain('Vos recherches\u202f:\nhttps://example.be/x');
    expect(text).toContain('Message\u202f: Bonjour: à demain!');
  });

  it('writes the other languages’ colons as they are', () => {
    expect(composeMail('en', [{ rows: [['Frequency', 'At once']] }]).text).toBe('Frequency: At once\n');
    expect(composeMail('nl', blocks).text).toContain('Vos recherches:\nhttps://example.be/x');
  });
});
