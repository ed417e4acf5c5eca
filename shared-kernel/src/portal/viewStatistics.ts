import { addDays, monthStart, weekStart } from './days.js';

/** Spec §9: the owner's graph covers the last 30 days, today included. */
export const GRAPH_DAYS = 30;

export interface DailyViewCount {
  /** `2026-11-22`, a Brussels calendar day. */
  day: string;
  views: number;
}

/** Spec §2 "owner portal": the counters of a property and its graph. */
export interface ViewStatistics {
  today: number;
  week: number;
  month: number;
  total: number;
  /** Every one of the last GRAPH_DAYS days, oldest first; a day without views counts 0. */
  lastDays: DailyViewCount[];
}

/**
 * The counters and the graph of a property from its daily counts, as seen on `today`. Days after
 * `today` (a clock set back, a time zone edge) count in the total only, never in a period.
 */
export function viewStatistics(days: readonly DailyViewCount[], today: string): ViewStatistics {
  const firstGraphDay = addDays(today, -(GRAPH_DAYS - 1));
  const byDay = new Map<string, number>();
  const statistics = { today: 0, week: 0, month: 0, total: 0 };
  const fromWeek = weekStart(today);
  const fromMonth = monthStart(today);
  for (const { day, views } of days) {
    statistics.total += views;
    if (day > today) continue;
    if (day === today) statistics.today += views;
    if (day >= fromWeek) statistics.week += views;
    if (day >= fromMonth) statistics.month += views;
    if (day >= firstGraphDay) byDay.set(day, (byDay.get(day) ?? 0) + views);
  }
  const lastDays = Array.from({ length: GRAPH_DAYS }, (_, index) => {
    const day = addDays(firstGraphDay, index);
    return { day, views: byDay.get(day) ?? 0 };
  });
  return { ...statistics, lastDays };
}
