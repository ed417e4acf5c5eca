import { keepInformedSchema } from './keepInformed.js';

describe('keepInformedSchema', () => {
  it('needs an address, a frequency and what to follow', () => {
    expect(keepInformedSchema.safeParse({ email: 'a@b.be', frequency: 'daily', language: 'fr', goal: '0', listPath: '/fr/a-vendre/?type=1' }).success).toBe(true);
    const refused = keepInformedSchema.safeParse({ email: 'nope', frequency: 'hourly', language: 'fr' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['errors.emailInvalid', 'errors.frequency']),
    );
    for (const listPath of ['//evil.example/', '/\\evil.example/', '/fr/a-vendre/ x', 'https://evil.example/']) {
      expect(keepInformedSchema.safeParse({ email: 'a@b.be', frequency: 'daily', language: 'fr', goal: 0, listPath }).success).toBe(false);
    }
  });
});
