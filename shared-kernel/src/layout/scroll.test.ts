import { headerScrollState, scrollToTopPosition, SCROLL_THROTTLE_MS, throttle } from './scroll.js';

const base = { changeOnScroll: true, logoOnHome: 'afterScroll' as const, isHome: false };

describe('headerScrollState', () => {
  it('shows the scroll-to-top button after 10 px', () => {
    expect(headerScrollState({ ...base, scrollY: 10 }).showScrollToTop).toBe(false);
    expect(headerScrollState({ ...base, scrollY: 11 }).showScrollToTop).toBe(true);
  });

  it('shrinks the logo and fixes the header after 30 px, the header only with changeOnScroll', () => {
    expect(headerScrollState({ ...base, scrollY: 30 })).toMatchObject({ logoShrunk: false, headerFixed: false });
    expect(headerScrollState({ ...base, scrollY: 31 })).toMatchObject({ logoShrunk: true, headerFixed: true });
    expect(headerScrollState({ ...base, changeOnScroll: false, scrollY: 200 })).toMatchObject({ logoShrunk: true, headerFixed: false });
  });

  it('shows the logo of the home page from the start or after scrolling, as configured', () => {
    expect(headerScrollState({ ...base, isHome: true, scrollY: 0 }).logoVisible).toBe(false);
    expect(headerScrollState({ ...base, isHome: true, scrollY: 31 }).logoVisible).toBe(true);
    expect(headerScrollState({ ...base, isHome: true, logoOnHome: 'always', scrollY: 0 }).logoVisible).toBe(true);
    expect(headerScrollState({ ...base, isHome: false, scrollY: 0 }).logoVisible).toBe(true);
  });
});

describe('throttle', () => {
  function fakeClock() {
    let now = 0;
    const timers: { at: number; callback: () => void }[] = [];
    return {
      clock: {
        now: () => now,
        setTimeout: (callback: () => void, ms: number) => timers.push({ at: now + ms, callback }),
        clearTimeout: () => timers.splice(0),
      },
      advance(ms: number) {
        now += ms;
        for (const timer of timers.splice(0).filter((candidate) => candidate.at <= now)) timer.callback();
      },
    };
  }

  it('runs at once, then at most once per window with the latest value', () => {
    const { clock, advance } = fakeClock();
    const seen: number[] = [];
    const onScroll = throttle((y: number) => seen.push(y), SCROLL_THROTTLE_MS, clock);
    onScroll(1);
    onScroll(2);
    onScroll(3);
    expect(seen).toEqual([1]);
    advance(100);
    expect(seen).toEqual([1, 3]);
    advance(150);
    onScroll(4);
    expect(seen).toEqual([1, 3, 4]);
  });

  it('drops the pending call when cancelled', () => {
    const { clock, advance } = fakeClock();
    const seen: number[] = [];
    const onScroll = throttle((y: number) => seen.push(y), 100, clock);
    onScroll(1);
    onScroll(2);
    onScroll.cancel();
    advance(100);
    expect(seen).toEqual([1]);
  });
});

describe('scrollToTopPosition', () => {
  it('goes from the start position to 0 in about 500 ms', () => {
    expect(scrollToTopPosition(1000, 0)).toBe(1000);
    expect(scrollToTopPosition(1000, 250)).toBe(500);
    expect(scrollToTopPosition(1000, 400)).toBeLessThan(100);
    expect(scrollToTopPosition(1000, 500)).toBe(0);
  });
});
