import { visitSlotTime } from './visitSlots.js';

describe('visitSlotTime', () => {
  it('says the slot on the agency clock in each language, summer and winter alike', () => {
    const winter = { startsAt: '2026-12-05T09:00:00.000Z', endsAt: '2026-12-05T09:30:00.000Z' };
    expect(visitSlotTime(winter, 'fr')).toBe('samedi 5 décembre 2026, 10:00–10:30');
    expect(visitSlotTime(winter, 'nl')).toBe('zaterdag 5 december 2026, 10:00–10:30');
    expect(visitSlotTime(winter, 'de')).toBe('Samstag, 5. Dezember 2026, 10:00–10:30');
    expect(visitSlotTime({ startsAt: '2027-06-12T12:00:00Z', endsAt: '2027-06-12T14:00:00Z' }, 'en')).toBe('Saturday, 12 June 2027, 14:00–16:00');
  });
});
