import type { SeedCandidate } from 'shared-kernel';
import { REFERENCE_DATE, isoDay } from '../catalogue/properties.js';
import { DEMO_OWNERS, VIEW_WINDOW, daysSinceReference, generatePortalHistory, shiftPortalHistory } from './owners.js';

const DAY_MS = 86_400_000;

// Forty listings, one a week back from the reference date: the first dozen are recent.
const candidates: SeedCandidate[] = Array.from({ length: 40 }, (_, index) => ({
  id: 1001 + index,
  createdAt: new Date(REFERENCE_DATE - index * 7 * DAY_MS).toISOString(),
}));

describe('generatePortalHistory', () => {
  const history = generatePortalHistory(1967, candidates);

  it('is the same for the same seed and listings, and another for another seed', () => {
    expect(generatePortalHistory(1967, [...candidates].reverse())).toEqual(history);
    expect(generatePortalHistory(1968, candidates)).not.toEqual(history);
  });

  it('gives each owner two to four different properties, listed before the 90 days when it can', () => {
    const owned = history.ownership.map((row) => row.propertyId);
    expect(new Set(owned).size).toBe(owned.length);
    for (const owner of DEMO_OWNERS) {
      const count = history.ownership.filter((row) => row.ownerId === owner.id).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
    }
    expect(DEMO_OWNERS.some((owner) => owner.role === 'manager')).toBe(true);
    const windowStart = Date.parse(`${VIEW_WINDOW[0]}T00:00:00Z`);
    for (const id of owned) {
      expect(Date.parse(candidates.find((candidate) => candidate.id === id)?.createdAt ?? '')).toBeLessThanOrEqual(windowStart);
    }
  });

  it('counts the views of each property on each of the 90 days up to the reference day', () => {
    expect(VIEW_WINDOW).toHaveLength(90);
    expect(VIEW_WINDOW.at(-1)).toBe(isoDay(REFERENCE_DATE));
    expect(VIEW_WINDOW[0]).toBe(isoDay(REFERENCE_DATE - 89 * DAY_MS));
    for (const { propertyId } of history.ownership) {
      const days = history.dailyViews.filter((row) => row.propertyId === propertyId).map((row) => row.day);
      expect(days).toEqual(VIEW_WINDOW);
    }
    expect(history.dailyViews.every((row) => Number.isInteger(row.views) && row.views > 0)).toBe(true);
  });

  it('follows the week of the listing portals: Sundays busier than Fridays', () => {
    const average = (weekday: number) => {
      const views = history.dailyViews.filter((row) => new Date(`${row.day}T12:00:00Z`).getUTCDay() === weekday);
      return views.reduce((total, row) => total + row.views, 0) / views.length;
    };
    expect(average(0)).toBeGreaterThan(average(5) * 1.4);
  });

  it('dates visits, communications and publications between the listing and the reference date', () => {
    const listed = (id: number) => Date.parse(candidates.find((candidate) => candidate.id === id)?.createdAt ?? '');
    const dated = [
      ...history.visits.map((row) => [row.propertyId, row.visitedAt] as const),
      ...history.communications.map((row) => [row.propertyId, row.sentAt] as const),
      ...history.onlineMedia.map((row) => [row.propertyId, row.publishedAt] as const),
    ];
    for (const [propertyId, at] of dated) {
      expect(Date.parse(at)).toBeGreaterThanOrEqual(listed(propertyId) - DAY_MS);
      expect(Date.parse(at)).toBeLessThanOrEqual(REFERENCE_DATE);
    }
    for (const { propertyId } of history.ownership) {
      expect(history.visits.filter((row) => row.propertyId === propertyId).length).toBeGreaterThanOrEqual(3);
      expect(history.onlineMedia.filter((row) => row.propertyId === propertyId).map((row) => row.portal)).toEqual(
        expect.arrayContaining(['Lambermont Immobilier', 'Immoweb']),
      );
    }
    for (const medium of history.onlineMedia) expect(medium.withdrawnAt !== null).toBe(medium.state === 'withdrawn');
  });

  it('writes the visitors’ reactions in the owner’s language', () => {
    const pieter = history.ownership.filter((row) => row.ownerId === 2).map((row) => row.propertyId);
    const feedback = history.visits.filter((row) => pieter.includes(row.propertyId)).map((row) => row.feedback);
    expect(feedback.join(' ')).toMatch(/ de | het | een /);
  });
});

describe('shiftPortalHistory', () => {
  const candidates: SeedCandidate[] = Array.from({ length: 40 }, (_, index) => ({
    id: index + 1,
    createdAt: new Date(REFERENCE_DATE - index * 7 * DAY_MS).toISOString(),
  }));

  it('counts the whole days from the reference day, never fewer than none', () => {
    expect(daysSinceReference(new Date(REFERENCE_DATE))).toBe(0);
    expect(daysSinceReference(new Date(REFERENCE_DATE - 5 * DAY_MS))).toBe(0);
    expect(daysSinceReference(new Date(`${isoDay(REFERENCE_DATE + 21 * DAY_MS)}T23:59:00Z`))).toBe(21);
  });

  it('moves every date of the history by the same days, and nothing else', () => {
    const history = generatePortalHistory(3, candidates);
    const moved = shiftPortalHistory(history, 10);
    const tenDaysLater = (iso: string) => new Date(Date.parse(iso) + 10 * DAY_MS).toISOString();
    expect(moved.ownership).toEqual(history.ownership);
    expect(moved.visits.map((visit) => visit.visitedAt)).toEqual(history.visits.map((visit) => tenDaysLater(visit.visitedAt)));
    expect(moved.communications.map((sent) => sent.sentAt)).toEqual(history.communications.map((sent) => tenDaysLater(sent.sentAt)));
    expect(moved.onlineMedia.map((medium) => medium.withdrawnAt)).toEqual(
      history.onlineMedia.map((medium) => (medium.withdrawnAt === null ? null : tenDaysLater(medium.withdrawnAt))),
    );
    expect(moved.dailyViews.at(-1)?.day).toBe(isoDay(REFERENCE_DATE + 10 * DAY_MS));
    expect(moved.dailyViews.map((views) => views.views)).toEqual(history.dailyViews.map((views) => views.views));
  });
});
