import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';

/*
 * Server-rendered parts far below the fold (a property's similar properties) hydrate when they come
 * near the screen or the visitor reaches into them, not with the rest of the page (issue 16): their
 * cards' scripts then run when the visitor gets there, not while the phone is busy making the top of
 * the page live. Until then React keeps the server's markup as it is (a dehydrated Suspense
 * boundary): its links work as plain links and its pictures show.
 */

/** A screen ahead: the part is live by the time the visitor scrolls it in. */
const NEAR_SCREEN_MARGIN = '100% 0px';
/**
 * Heard on the document before React's own listeners: React stops a click or a focus aimed at a
 * part it cannot hydrate yet, and hydrates it at once, in the same event, if it can.
 */
const REACHING_EVENTS = ['pointerover', 'touchstart', 'focusin', 'click'] as const;

/**
 * One promise per part and page, outside React: a suspended hydration keeps no state, so the
 * retry after the part approached must find the very promise that settled.
 */
const approaches = new Map<string, Promise<void>>();

/**
 * Marks the promise settled the way React's `use` reads it, synchronously: a click that reached
 * the part then hydrates it within that click instead of being lost.
 */
function settle(approach: Promise<void>): Promise<void> {
  return Object.assign(approach, { status: 'fulfilled', value: undefined });
}

/** What a part waits for where nothing holds it: `use` must be called on every render alike. */
const NOTHING_TO_WAIT_FOR = settle(Promise.resolve());

/** The approach of the part's server markup, or null where there is none to wait for (the server). */
function approachOf(anchorId: string): Promise<void> | null {
  const known = approaches.get(anchorId);
  if (known) return known;
  const anchor = typeof document === 'undefined' ? null : document.getElementById(anchorId);
  if (!anchor || typeof IntersectionObserver === 'undefined') return null;
  const approach = new Promise<void>((resolve) => {
    // Called from an event or the observer, once `approach` is set.
    const reached = () => {
      settle(approach);
      observer.disconnect();
      for (const type of REACHING_EVENTS) document.removeEventListener(type, reachingInto, { capture: true });
      resolve();
    };
    const reachingInto = (event: Event) => {
      if (event.target instanceof Node && anchor.contains(event.target)) reached();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reached(), {
      rootMargin: NEAR_SCREEN_MARGIN,
    });
    observer.observe(anchor);
    for (const type of REACHING_EVENTS) document.addEventListener(type, reachingInto, { capture: true, passive: true });
  });
  approaches.set(anchorId, approach);
  return approach;
}

const noSubscription = () => () => {};

/** True while React hydrates the server's markup (and on the server), false in a browser render. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

function WaitForApproach({ anchorId, children }: { anchorId: string; children: ReactNode }) {
  use((useHydrating() ? approachOf(anchorId) : null) ?? NOTHING_TO_WAIT_FOR);
  return children;
}

interface HydrateWhenNearProps {
  /** The id of the element of the server's markup whose approach starts the hydration. */
  anchorId: string;
  children: ReactNode;
}

/**
 * Hydrates `children` once the element `anchorId` of the server's markup comes near the screen; a
 * page rendered in the browser (a visitor's navigation) renders them at once. Render it from a
 * memoised component with stable props: an update reaching a part that has not hydrated yet makes
 * React throw its server markup away and render it anew in the browser.
 */
export function HydrateWhenNear({ anchorId, children }: HydrateWhenNearProps) {
  return (
    <Suspense fallback={null}>
      <WaitForApproach anchorId={anchorId}>{children}</WaitForApproach>
    </Suspense>
  );
}
