/** Spec §9: the back office's country ids. */
export const CountryID = {
  Belgium: 10,
  Luxembourg: 50,
} as const;

export type CountryID = (typeof CountryID)[keyof typeof CountryID];
