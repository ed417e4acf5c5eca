import { formatDate } from './formatDate.js';

describe('formatDate', () => {
  it('writes day/month/year without padding', () => {
    expect(formatDate(new Date(2024, 2, 5))).toBe('5/3/2024');
    expect(formatDate(new Date(2024, 11, 31))).toBe('31/12/2024');
    expect(formatDate(new Date(2024, 0, 1))).toBe('1/1/2024');
  });

  it('reads a timestamp in local time', () => {
    expect(formatDate(new Date(2024, 2, 5, 12, 30).getTime())).toBe('5/3/2024');
  });

  it('keeps the calendar date of an ISO date-only string', () => {
    expect(formatDate('2024-03-05')).toBe('5/3/2024');
    expect(formatDate('2024-01-01')).toBe('1/1/2024');
    expect(formatDate('2023-12-31')).toBe('31/12/2023');
    expect(formatDate('2024-02-29')).toBe('29/2/2024');
  });

  it('keeps the written date of an ISO date-time, whatever its time or offset', () => {
    expect(formatDate('2024-03-05T00:00:00')).toBe('5/3/2024');
    expect(formatDate('2024-03-05T23:30:00+01:00')).toBe('5/3/2024');
    expect(formatDate('2024-03-05T00:15:00Z')).toBe('5/3/2024');
    expect(formatDate('2024-03-05 10:00:00')).toBe('5/3/2024');
  });

  it.each([
    ['2024-02-30'],
    ['2023-02-29'],
    ['2024-13-01'],
    ['2024-00-10'],
    ['2024-03-00'],
    ['2024-03-05T25:00:00'],
    ['2024-3-5'],
    ['5/3/2024'],
    ['March 5, 2024'],
    ['20240305'],
    [''],
    [Number.NaN],
    [new Date(Number.NaN)],
    [null],
    [undefined],
  ])('gives an empty string for %p', (value) => {
    expect(formatDate(value)).toBe('');
  });
});
