import { Suspense, use, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { tellTypedValues } from './typedBeforeHydration.js';

/*
 * Server-rendered parts below the fold (the footer's newsletter form, a property's similar
 * properties) hydrate when they come near the screen or the visitor reaches into them, not with the
 * rest of the page: their scripts then load and run when the visitor gets there, not
 * while the phone is busy making the top of the page live. Until then React keeps the server's
 * markup as it is (a dehydrated Suspense boundary): its links work as plain links, its pictures show
 * and its fields take what is typed.
 */

/**
 * How far from the screen a part starts hydrating: a screen ahead for a part with handlers of its
 * own (a form), so it is live when it scrolls in; on screen only for links and pictures, which
 * serve as the server wrote them until then.
 */
const HYDRATION_MARGINS = { 'near-screen': '100% 0px', 'in-view': '0px' } as const;
export type HydrationMoment = keyof typeof HYDRATION_MARGINS;

/**
 * Heard on the document before React's own listeners: React stops a press or a focus aimed at a
 * part it cannot hydrate yet, and hydrates it at once, in the same event, if it can.
 */
const REACHING_EVENTS = ['pointerover', 'touchstart', 'focusin', 'click'] as const;

/**
 * One promise per part of the server's markup, outside React: a suspended hydration keeps no
 * state, so the retry after the part approached must find the very promise that settled.
 */
const approaches = new WeakMap<Element, Promise<void>>();

/**
 * Marks the promise settled the way React's `use` reads it, synchronously: a press that reached
 * the part then hydrates it within that press instead of being lost.
 */
function settle(approach: Promise<void>): Promise<void> {
  return Object.assign(approach, { status: 'fulfilled', value: undefined });
}

/** The approach of the part's server markup, or null where there is none to wait for (the server). */
function approachOf(anchorId: string, moment: HydrationMoment): Promise<void> | null {
  const anchor = typeof document === 'undefined' ? null : document.getElementById(anchorId);
  if (!anchor || typeof IntersectionObserver === 'undefined') return null;
  const known = approaches.get(anchor);
  if (known) return known;
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
      rootMargin: HYDRATION_MARGINS[moment],
    });
    observer.observe(anchor);
    for (const type of REACHING_EVENTS) document.addEventListener(type, reachingInto, { capture: true, passive: true });
  });
  approaches.set(anchor, approach);
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

/**
 * Once the part has hydrated, passes on what the visitor changed in its markup before (a box
 * ticked while its code was still on the way), which React keeps in the field but not in the
 * part's state.
 */
function TellChangesBeforeHydration({ anchorId }: { anchorId: string }) {
  useEffect(() => {
    const anchor = document.getElementById(anchorId);
    if (anchor) tellTypedValues(anchor);
  }, [anchorId]);
  return null;
}

function WaitForApproach({ anchorId, moment, passOnEarlyChanges, children }: { anchorId: string; moment: HydrationMoment; passOnEarlyChanges: boolean; children: ReactNode }) {
  const approach = useHydrating() ? approachOf(anchorId, moment) : null;
  // `use` may be called conditionally; a render in the browser has nothing to wait for.
  if (approach) use(approach);
  return (
    <>
      {children}
      {approach && passOnEarlyChanges && <TellChangesBeforeHydration anchorId={anchorId} />}
    </>
  );
}

interface HydrateWhenNearProps {
  /** The id of the element of the server's markup whose approach starts the hydration. */
  anchorId: string;
  /** How near the screen that element must come; a screen ahead unless said. */
  moment?: HydrationMoment;
  /**
   * Whether what the visitor changed in the markup before it hydrated is passed on once it has
   * (true unless said). A part whose own code comes later, behind a Suspense boundary of its own
   * (a remote's slot), passes it on itself when that code has hydrated.
   */
  passOnEarlyChanges?: boolean;
  children: ReactNode;
}

/**
 * Hydrates `children` once the element `anchorId` of the server's markup comes near the screen, or
 * the visitor points, taps or tabs into it; a page rendered in the browser (a visitor's navigation)
 * renders them at once. Render it from a memoised component with stable props: an update reaching
 * a part that has not hydrated yet makes React throw its server markup away and render it anew.
 */
export function HydrateWhenNear({ anchorId, moment = 'near-screen', passOnEarlyChanges = true, children }: HydrateWhenNearProps) {
  return (
    <Suspense fallback={null}>
      <WaitForApproach anchorId={anchorId} moment={moment} passOnEarlyChanges={passOnEarlyChanges}>
        {children}
      </WaitForApproach>
    </Suspense>
  );
}
