import { contactTimeSlots } from './contactTimeSlots.js';

describe('contactTimeSlots', () => {
  it.each(['en', 'fr', 'de'] as const)('gives the three slots with a lunch break in %s', (lang) => {
    expect(contactTimeSlots(lang)).toEqual([
      { id: 'morning', from: '10:00', to: '13:00' },
      { id: 'afternoon', from: '14:00', to: '16:00' },
      { id: 'evening', from: '16:00', to: '19:00' },
    ]);
  });

  it('starts the Dutch afternoon slot at 13:00', () => {
    expect(contactTimeSlots('nl')).toEqual([
      { id: 'morning', from: '10:00', to: '13:00' },
      { id: 'afternoon', from: '13:00', to: '16:00' },
      { id: 'evening', from: '16:00', to: '19:00' },
    ]);
  });

  it('returns a fresh list each time, so a caller cannot change another one', () => {
    const first = contactTimeSlots('fr');
    first.pop();
    expect(contactTimeSlots('fr')).toHaveLength(3);
  });
});
