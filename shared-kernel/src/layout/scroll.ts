/** Spec §2 and §9: the layout's scroll behaviours and their timings. */
export const SCROLL_TO_TOP_AFTER_PX = 10;
export const SCROLL_TO_TOP_DURATION_MS = 500;
export const HEADER_CHANGE_AFTER_PX = 30;
export const SCROLL_THROTTLE_MS = 100;

export interface HeaderScrollInput {
  scrollY: number;
  /** Site configuration: the header becomes fixed once scrolled. */
  changeOnScroll: boolean;
  /** Site configuration: on the home page the logo shows from the start or only once scrolled. */
  logoOnHome: 'always' | 'afterScroll';
  isHome: boolean;
}

export interface HeaderScrollState {
  showScrollToTop: boolean;
  logoShrunk: boolean;
  headerFixed: boolean;
  logoVisible: boolean;
}

/** What the header and the scroll-to-top button look like at a scroll position. */
export function headerScrollState({ scrollY, changeOnScroll, logoOnHome, isHome }: HeaderScrollInput): HeaderScrollState {
  const pastHeaderChange = scrollY > HEADER_CHANGE_AFTER_PX;
  return {
    showScrollToTop: scrollY > SCROLL_TO_TOP_AFTER_PX,
    logoShrunk: pastHeaderChange,
    headerFixed: changeOnScroll && pastHeaderChange,
    logoVisible: !isHome || logoOnHome === 'always' || pastHeaderChange,
  };
}

/**
 * Calls `run` at most once per `waitMs`: at once on the first call, then once more at the end of
 * the window with the latest arguments, so the final scroll position is never missed.
 */
export function throttle<A extends unknown[]>(
  run: (...args: A) => void,
  waitMs: number,
  clock: { now: () => number; setTimeout: (callback: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void } = {
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
): ((...args: A) => void) & { cancel: () => void } {
  let last = -Infinity;
  let pending: unknown = null;
  let latest: A | null = null;
  const throttled = (...args: A) => {
    const elapsed = clock.now() - last;
    if (elapsed >= waitMs) {
      last = clock.now();
      run(...args);
      return;
    }
    latest = args;
    pending ??= clock.setTimeout(() => {
      pending = null;
      last = clock.now();
      if (latest) run(...latest);
      latest = null;
    }, waitMs - elapsed);
  };
  return Object.assign(throttled, {
    cancel: () => {
      if (pending !== null) clock.clearTimeout(pending);
      pending = null;
      latest = null;
    },
  });
}

/** Ease-in-out position of a scroll animation at `elapsedMs`, from `from` to 0. */
export function scrollToTopPosition(from: number, elapsedMs: number, durationMs = SCROLL_TO_TOP_DURATION_MS): number {
  if (elapsedMs >= durationMs) return 0;
  const t = Math.max(0, elapsedMs) / durationMs;
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  return Math.round(from * (1 - eased));
}
