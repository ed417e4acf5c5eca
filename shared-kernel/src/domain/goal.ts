/** Spec §3: a listing's goal. */
export const Goal = {
  Sale: 0,
  Rent: 1,
  // Found on older entries only; the spec infers its meaning, and §9 counts it as rent.
  Legacy: 2,
} as const;

export type Goal = (typeof Goal)[keyof typeof Goal];

export function isForSale(goal: number): boolean {
  return goal === Goal.Sale;
}

/** Spec §9: Goal 0 is for sale, anything else is rent. */
export function isForRent(goal: number): boolean {
  return !isForSale(goal);
}
