/** A seeded source of choices: the same seed always makes the same choices in the same order. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  between(min: number, max: number): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/**
 * Drawings are made from their image id alone, so every instance of the api draws the same
 * picture and a lost cache regenerates identical bytes. FNV-1a spreads similar ids
 * (`property-12-1`, `property-12-2`) far apart; mulberry32 is a small, fast, well-mixed generator.
 */
export function randomFor(seed: string): Random {
  let state = fnv1a(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number): number => min + next() * (max - min);
  const int = (min: number, max: number): number => Math.floor(between(min, max + 1));
  return {
    next,
    between,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
