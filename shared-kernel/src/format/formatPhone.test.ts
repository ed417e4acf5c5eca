import { formatPhone, formatPhonesIn } from './formatPhone.js';

describe('formatPhone', () => {
  it('groups 10 digits as 4-2-2-2', () => {
    expect(formatPhone('0475123456')).toBe('0475 12 34 56');
  });

  it('groups 9 digits as 3-2-2-2', () => {
    expect(formatPhone('021234567')).toBe('021 23 45 67');
  });

  it('ignores spaces, dots, slashes, dashes and brackets when counting digits', () => {
    expect(formatPhone('0475/12.34.56')).toBe('0475 12 34 56');
    expect(formatPhone('0475 12 34 56')).toBe('0475 12 34 56');
    expect(formatPhone('02 123 45 67')).toBe('021 23 45 67');
    expect(formatPhone('(02) 123-45-67')).toBe('021 23 45 67');
    expect(formatPhone('\u00a00475123456 ')).toBe('0475 12 34 56');
  });

  it.each([
    ['02123456'],
    ['04751234567'],
    ['+32 475 12 34 56'],
    ['0475 12 34 5x'],
    ['call me'],
    [''],
  ])('returns %p unchanged', (raw) => {
    expect(formatPhone(raw)).toBe(raw);
  });

  it('gives an empty string for a missing number', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('formatPhonesIn', () => {
  it('writes each national number of a text as formatPhone does, and nothing else', () => {
    expect(formatPhonesIn('Avenue Louise 231\n1050 Bruxelles\n02 512 34 56\ninfo@agence.be')).toBe(
      'Avenue Louise 231\n1050 Bruxelles\n025 12 34 56\ninfo@agence.be',
    );
    expect(formatPhonesIn('Tél. 0475/12.34.56 ou 02 512 34 56.')).toBe('Tél. 0475 12 34 56 ou 025 12 34 56.');
    expect(formatPhonesIn('+32 2 512 34 56, 1050 Ixelles, depuis 1967')).toBe('+32 2 512 34 56, 1050 Ixelles, depuis 1967');
  });
});
