import { holdClicks } from './visitorInput';

/**
 * Longest a press on the server's markup is held for a hydration that never comes (a failure):
 * after it the page is left to work as the plain page it is.
 */
export const HOLD_CLICKS_MS = 15_000;

/**
 * The presses made on the server markup's buttons before the shell's entry has started: the
 * entry waits for the page's photos (`start-after-load.js`), seconds on a phone, while the consent
 * dialog already shows "Tout accepter". The first script holds them and the entry takes them over
 * when it starts holding presses itself. The two are built apart and share only the page's window,
 * where the hold waits under a registered symbol (the same symbol in both scripts).
 */
const EARLY_PRESSES = Symbol.for('agency.shell.earlyPresses');

interface EarlyHold {
  held: ReturnType<typeof holdClicks>;
  giveUp: ReturnType<typeof setTimeout>;
}

const pageWindow = () => window as unknown as Record<typeof EARLY_PRESSES, EarlyHold | undefined>;

/** Holds the presses on `root`'s buttons until the entry takes them, or until `limitMs` (the entry never came). */
export function holdEarlyPresses(root: Element, limitMs: number): void {
  const held = holdClicks(root);
  pageWindow()[EARLY_PRESSES] = { held, giveUp: setTimeout(held.giveUp, limitMs) };
}

/** Ends the first script's hold and returns the presses it held, in order (none without one). */
export function takeEarlyPresses(): number[] {
  const early = pageWindow()[EARLY_PRESSES];
  if (!early) return [];
  pageWindow()[EARLY_PRESSES] = undefined;
  clearTimeout(early.giveUp);
  early.held.stop();
  return early.held.clicks;
}
