import { checkPhone, phoneForDisplay } from './phone.js';
import { validateEnquiry } from './schemas.js';

describe('phone numbers', () => {
  it.each([
    ['02 512 34 56', '+3225123456'],
    ['0475/12.34.56', '+32475123456'],
    ['0032 2 512 34 56', '+3225123456'],
    ['+33 1 23 45 67 89', '+33123456789'],
  ])('keeps %s as %s', (typed, e164) => {
    expect(checkPhone(typed)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['123456', 'errors.phoneTooShort'],
    ['12345', 'errors.phoneTooShort'],
    ['000000', 'errors.phoneTooShort'],
    ['999999999999999999', 'errors.phoneTooLong'],
    ['+999 123 456', 'errors.phoneCountry'],
    ['04751234567', 'errors.phoneInvalid'],
    ['call me', 'errors.phoneInvalid'],
  ])('refuses %s, saying why (%s)', (typed, error) => {
    expect(checkPhone(typed)).toEqual({ ok: false, error });
  });

  it('is what the forms check, and what they keep', () => {
    const person = { title: 'Ms', firstName: 'Anne', lastName: 'Peeters', email: 'anne@example.be' };
    expect(validateEnquiry('visit', { ...person, phone: '123456', contactTimeSlots: ['morning'] })).toEqual({ ok: false, errors: { phone: 'errors.phoneTooShort' } });
    expect(validateEnquiry('visit', { ...person, phone: '0475 12 34 56', contactTimeSlots: ['morning'] })).toMatchObject({ ok: true, values: { phone: '+32475123456' } });
  });

  it('shows a Belgian number in national format and a foreign one in international format', () => {
    expect(phoneForDisplay('+3225123456')).toBe('02 512 34 56');
    expect(phoneForDisplay('+33123456789')).toBe('+33 1 23 45 67 89');
  });
});
