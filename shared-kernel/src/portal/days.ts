/** The agency's calendar: a day, a week and a month start in Brussels, wherever the server runs. */
export const AGENCY_TIME_ZONE = 'Europe/Brussels';

const DAY_MS = 86_400_000;

// Made on first use: a formatter with a time zone loads that zone's rules, some 15 ms of a phone's
// main thread, which every page bundling this module (a property page, for its visit slots) would
// otherwise pay while it loads, showing no date yet.
let brusselsDate: Intl.DateTimeFormat | undefined;

/** The calendar day (`2026-11-22`) that `moment` falls on in Brussels. */
export function agencyDay(moment: Date): string {
  brusselsDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return brusselsDate.format(moment);
}

/** `day` moved by `days` calendar days (negative: back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of `day`'s week: Belgian weeks start on Monday. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}
