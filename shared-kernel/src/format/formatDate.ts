// An ISO date, alone or followed by a time ('T' or the space PostgreSQL writes).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?=$|[T ])/;

function dayMonthYear(day: number, month: number, year: number): string {
  return `${day}/${month}/${year}`;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The calendar date written in an ISO string, without any timezone shift: the back office's
 * '2024-03-05' (or '2024-03-05T23:30:00+01:00') is 5 March on the server and in every browser.
 * Only ISO text is read, because engines parse other formats differently.
 */
function formatIsoText(text: string): string {
  const match = ISO_DATE.exec(text);
  if (!match || Number.isNaN(Date.parse(text))) return '';
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // Date.parse rolls '2024-02-30' over to March instead of refusing it.
  return isCalendarDate(year, month, day) ? dayMonthYear(day, month, year) : '';
}

/** Spec §9: day/month/year without padding ('5/3/2024'); '' for anything that is not a date. */
export function formatDate(date: Date | string | number | null | undefined): string {
  if (date == null) return '';
  if (typeof date === 'string') return formatIsoText(date.trim());
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return dayMonthYear(value.getDate(), value.getMonth() + 1, value.getFullYear());
}
