/**
 * Spec §7: "Images come from an image service in widths: 100 (shrunk to 100), 500 (400),
 * 750 (600), 1050 (1360), 1600 (original), webp." Read as: a request names one of five widths
 * (`?w=`), and each is answered at the width in brackets: 100 → 100, 500 → 400, 750 → 600,
 * 1050 → 1360, and 1600 → the master's own width. The names are what the front ends ask for
 * (`srcset` slots), the brackets what they get; 1050 → 1360 is kept as written, a larger file
 * for the slot that fills a wide screen. Nothing is ever enlarged past its master.
 */
export const IMAGE_WIDTHS = {
  '100': 100,
  '500': 400,
  '750': 600,
  '1050': 1360,
  '1600': 'original',
} as const satisfies Record<string, number | 'original'>;

export type RequestedWidth = keyof typeof IMAGE_WIDTHS;

export const REQUESTED_WIDTHS = Object.keys(IMAGE_WIDTHS) as [RequestedWidth, ...RequestedWidth[]];
