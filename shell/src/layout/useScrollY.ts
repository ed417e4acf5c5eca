import { useEffect, useState, useSyncExternalStore } from 'react';
import { SCROLL_THROTTLE_MS, throttle } from 'shared-kernel';

/** The page's vertical scroll position, read at most every 100 ms (spec §9); 0 until mounted in a browser. */
export function useScrollY(): number {
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    const onScroll = throttle(() => setScrollY(window.scrollY), SCROLL_THROTTLE_MS);
    // The first read (a reload restores the position before this runs) waits for the next frame,
    // whose layout it then shares: read here, it forced one in the middle of the hydration.
    const firstRead = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(firstRead);
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return scrollY;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asked the system for less motion; false on a server. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

const noSubscription = () => () => {};

/** True once rendering in a browser; false on a server, so visitor-specific parts wait for the browser. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const TYPING_FIELDS = 'input, select, textarea';

function subscribeToFocus(onChange: () => void): () => void {
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}

/** Whether the visitor is in a form field (typing, choosing); false on a server. */
export function useFocusInField(): boolean {
  return useSyncExternalStore(
    subscribeToFocus,
    () => document.activeElement?.matches(TYPING_FIELDS) ?? false,
    () => false,
  );
}
