import { agencyDay, addDays, monthStart, weekStart } from './days.js';
import { GRAPH_DAYS, viewStatistics } from './viewStatistics.js';

describe('agency days', () => {
  it('takes the calendar day in Brussels, not UTC', () => {
    // 23:30 UTC on 21 November is 00:30 on the 22nd in Brussels (UTC+1 in winter).
    expect(agencyDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    // and 22:30 UTC on 30 June is 00:30 on 1 July in summer time (UTC+2).
    expect(agencyDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(agencyDay(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });

  it('starts weeks on Monday and months on the first', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(weekStart('2026-11-16')).toBe('2026-11-16'); // a Monday
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
    expect(monthStart('2026-11-22')).toBe('2026-11-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26'); // across the clock change
  });
});

describe('viewStatistics', () => {
  const day = (offset: number) => addDays('2026-11-22', offset);

  it('counts today, this week (from Monday), this month and the total', () => {
    const days = [
      { day: day(0), views: 5 }, // Sunday 22
      { day: day(-6), views: 7 }, // Monday 16: this week
      { day: day(-7), views: 11 }, // Sunday 15: this month, last week
      { day: '2026-10-31', views: 13 }, // last month
      { day: '2025-01-01', views: 100 }, // long ago
    ];
    expect(viewStatistics(days, day(0))).toMatchObject({ today: 5, week: 12, month: 23, total: 136 });
  });

  it('graphs every one of the last 30 days, oldest first, with 0 for a day without views', () => {
    const { lastDays } = viewStatistics([{ day: day(-29), views: 3 }, { day: day(-30), views: 99 }, { day: day(0), views: 4 }], day(0));
    expect(lastDays).toHaveLength(GRAPH_DAYS);
    expect(lastDays[0]).toEqual({ day: '2026-10-24', views: 3 });
    expect(lastDays[29]).toEqual({ day: '2026-11-22', views: 4 });
    expect(lastDays.slice(1, 29).every((entry) => entry.views === 0)).toBe(true);
  });

  it('leaves days after today out of every period but the total', () => {
    expect(viewStatistics([{ day: day(1), views: 8 }], day(0))).toMatchObject({ today: 0, week: 0, month: 0, total: 8 });
  });

  it('answers zeros for a property nobody has seen yet', () => {
    const statistics = viewStatistics([], day(0));
    expect(statistics).toMatchObject({ today: 0, week: 0, month: 0, total: 0 });
    expect(statistics.lastDays.every((entry) => entry.views === 0)).toBe(true);
  });
});
