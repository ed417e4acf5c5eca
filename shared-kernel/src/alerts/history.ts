import type { Language } from '../domain/language.js';
import { marqueeState, type MarqueeState } from '../domain/marquee.js';
import { formatDate } from '../format/formatDate.js';
import type { PropertyEvent } from './savedSearch.js';

/**
 * How long a card says "New" or "Price reduced": two weeks. That spans two weekends, when most
 * buyers browse, and outlasts a weekly digest, so a visitor who comes back from one still sees
 * which cards it was about; longer, and most of a small agency's list would carry a mark that then
 * tells nothing.
 */
export const FRESH_MARK_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A line of a property's history, ready for words: what happened, on which day (d/m/yyyy). */
export type HistoryEntry =
  | { kind: 'published'; date: string }
  | { kind: 'priceDown' | 'priceUp'; date: string; from: number; to: number; percent: number }
  | { kind: 'status'; date: string; state: MarqueeState };

/** The history of a property in order, oldest first; changes no visitor can read are left out. */
export function propertyHistory(events: readonly PropertyEvent[]): HistoryEntry[] {
  return [...events]
    .sort((a, b) => a.date.localeCompare(b.date))
    .flatMap((event): HistoryEntry[] => {
      const date = formatDate(event.date);
      if (event.kind === 'published') return [{ kind: 'published', date }];
      if (event.kind === 'price' && event.oldPrice != null && event.newPrice != null && event.oldPrice > 0 && event.oldPrice !== event.newPrice) {
        const percent = Math.round((Math.abs(event.newPrice - event.oldPrice) / event.oldPrice) * 1000) / 10;
        return [{ kind: event.newPrice < event.oldPrice ? 'priceDown' : 'priceUp', date, from: event.oldPrice, to: event.newPrice, percent }];
      }
      const state = event.kind === 'status' ? marqueeState(event.newMarquee) : null;
      return state === null ? [] : [{ kind: 'status', date, state }];
    });
}

/**
 * Days between the first publication and today, or the day it was sold or rented; null before any
 * publication is known.
 */
export function daysOnMarket(events: readonly PropertyEvent[], today: Date): number | null {
  const sorted = [...events].sort((a, b) => a.date.localeCompare(b.date));
  const published = sorted.find((event) => event.kind === 'published');
  if (published === undefined) return null;
  const offMarket = sorted.findLast(
    (event) => event.kind === 'status' && event.date >= published.date && marqueeState(event.newMarquee) !== 'sale',
  );
  const backOnMarket = offMarket && sorted.some((event) => event.kind === 'status' && event.date > offMarket.date && marqueeState(event.newMarquee) === 'sale');
  const end = offMarket && !backOnMarket ? new Date(offMarket.date) : today;
  return Math.max(0, Math.floor((end.getTime() - new Date(published.date).getTime()) / DAY_MS));
}

/** The mark a card carries: new within FRESH_MARK_DAYS of its publication, else a recent price drop. */
export function cardMark(card: { CreatedAt: string; PriceDroppedAt?: string | null }, today: Date): 'new' | 'priceDrop' | null {
  const within = (iso: string | null | undefined) => {
    const time = iso == null ? Number.NaN : Date.parse(iso);
    return !Number.isNaN(time) && today.getTime() - time < FRESH_MARK_DAYS * DAY_MS && time <= today.getTime();
  };
  if (within(card.PriceDroppedAt)) return 'priceDrop';
  return within(card.CreatedAt) ? 'new' : null;
}

/**
 * A percentage with one decimal as each language writes it ('4,7 %' in French and German, '4,7%'
 * in Dutch, '4.7%' in English). By hand, as formatPrice, so server and browser renders agree.
 */
export function formatPercent(value: number, language: Language): string {
  const rounded = Math.round(value * 10) / 10;
  const digits = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
  const number = language === 'en' ? digits : digits.replace('.', ',');
  return language === 'fr' || language === 'de' ? `${number}\u00a0%` : `${number}%`;
}
