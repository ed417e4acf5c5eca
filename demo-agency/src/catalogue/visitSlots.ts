import { DateTime } from 'luxon';
import { addDays, agencyDay, AGENCY_TIME_ZONE, availabilityOf, type FeedProperty, type FeedVisitSlot } from 'shared-kernel';
import type { Draw } from './draw.js';

/** Slots are drawn over this many days from the day after seeding. */
const HORIZON_DAYS = 21;
const SATURDAY = 6;
const SUNDAY = 7;

/** A time of the agency's clock on `day`, as the instant the feed sends. */
function at(day: string, hour: number, minute: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const instant = DateTime.fromObject({ year, month, day: date, hour, minute }, { zone: AGENCY_TIME_ZONE }).toUTC().toISO();
  if (instant === null) throw new Error(`no such time: ${day} ${hour}:${minute}`);
  return instant;
}

const HALF_HOUR_MS = 30 * 60_000;

/**
 * The demo agency's visits of one property, from the day after `from`: most properties still on
 * the market have a few private half-hour visits on working days and Saturdays, some an open house
 * on a Saturday morning; sold and rented ones have none. The draw is reseeded per property, so a
 * property's slots do not depend on how many properties come before it.
 */
export function demoVisitSlots(draw: Draw, property: FeedProperty, from: Date): FeedVisitSlot[] {
  if (availabilityOf(property) !== 'available' || !draw.chance(0.7)) return [];
  const first = addDays(agencyDay(from), 1);
  const days = Array.from({ length: HORIZON_DAYS }, (_, index) => addDays(first, index)).filter(
    (day) => DateTime.fromISO(day, { zone: AGENCY_TIME_ZONE }).weekday !== SUNDAY,
  );
  const slots: FeedVisitSlot[] = [];
  for (const day of draw.some(days, draw.int(2, 4)).sort()) {
    const hours = draw.some([9, 10, 11, 14, 15, 16, 17, 18], draw.int(1, 3)).sort((a, b) => a - b);
    for (const hour of hours) {
      const start = at(day, hour, draw.pick([0, 30]));
      slots.push({ Start: start, End: new Date(Date.parse(start) + HALF_HOUR_MS).toISOString(), Capacity: 1, Kind: 'visit' });
    }
  }
  const saturdays = days.filter((day) => DateTime.fromISO(day, { zone: AGENCY_TIME_ZONE }).weekday === SATURDAY);
  if (saturdays.length > 0 && draw.chance(0.25)) {
    const day = draw.pick(saturdays);
    // An open house takes the Saturday morning: the private visits of that morning make way.
    const morning = at(day, 12, 0);
    const kept = slots.filter((slot) => !(slot.Start.slice(0, 10) === day && slot.Start < morning));
    kept.push({ Start: at(day, 10, 0), End: morning, Capacity: draw.int(10, 25), Kind: 'open-house' });
    return kept.sort((a, b) => a.Start.localeCompare(b.Start));
  }
  return slots;
}
