import { describe, expect, it } from '@jest/globals';
import { loggedUrl } from './loggedUrl.js';

describe('loggedUrl', () => {
  it('masks the secrets links carry, and nothing else', () => {
    expect(loggedUrl('/fr/merci/rendez-vous/?booking=abc-DEF_123')).toBe('/fr/merci/rendez-vous/?booking=[redacted]');
    expect(loggedUrl('/api/visits/bookings/abc-DEF_123/cancel')).toBe('/api/visits/bookings/[redacted]/cancel');
    expect(loggedUrl('/api/forms/subscriptions/confirm?lang=fr&token=abcdef1234&x=1')).toBe('/api/forms/subscriptions/confirm?lang=fr&token=[redacted]&x=1');
    expect(loggedUrl('/fr/a-vendre/?page=2&city=Ixelles%7C1050')).toBe('/fr/a-vendre/?page=2&city=Ixelles%7C1050');
  });
});
