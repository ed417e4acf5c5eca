import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'shared-kernel/react';
import type { RemoteModuleId } from 'shared-kernel/federation';
import { useLocation } from 'shared-kernel/router';
import { DEFAULT_RETRY_POLICY, loadRemoteModule } from './loadRemoteModule';
import { hasVisitorInput, holdClicks, readVisitorInput, replayVisitorInput, showsVisitorInput, typingIn, type VisitorInput } from './visitorInput';

/*
 * A part of a server-rendered page that hydrates when it comes near the screen (issue 16): the
 * footer's newsletter form keeps its ~115 kB of scripts out of the page's first load.
 */

/**
 * How far below the screen a deferred part starts loading: a screen ahead for a form, so it is
 * live when it scrolls in; none for links and pictures, which serve as the server wrote them (a
 * click on them is held and replayed once the part is live).
 */
export const DEFERRED_PART_MARGINS = { 'near-screen': '100% 0px', 'in-view': '0px' } as const;
export type DeferredHydration = keyof typeof DEFERRED_PART_MARGINS;
const APPROACHING_EVENTS = ['pointerover', 'focusin', 'touchstart', 'click'] as const;

/**
 * The server's markup of a deferred slot of the first view, as the page holds it: the browser
 * keeps it, not hydrated (React leaves `dangerouslySetInnerHTML` as it finds it), until the remote
 * has loaded. Unlike a suspended hydration, it never holds up an update of the rest of the page.
 */
function serverMarkupOf(slotKey: string, deferred: boolean): string | null {
  if (typeof document === 'undefined' || !deferred) return null;
  return document.querySelector(`[data-slot="${CSS.escape(slotKey)}"]`)?.innerHTML ?? null;
}

/** Calls `approached` once the element comes near the screen or the visitor moves into it. */
function useApproach(element: RefObject<HTMLElement | null>, margin: string, waiting: boolean, approached: () => void) {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const [firstView] = useState(() => `${pathname} ${i18n.language}`);
  const leftFirstView = `${pathname} ${i18n.language}` !== firstView;
  useEffect(() => {
    const target = element.current;
    if (!waiting || !target) return;
    if (leftFirstView || typeof IntersectionObserver === 'undefined') {
      approached();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) approached();
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    for (const type of APPROACHING_EVENTS) target.addEventListener(type, approached, { passive: true, once: true });
    return () => {
      observer.disconnect();
      for (const type of APPROACHING_EVENTS) target.removeEventListener(type, approached);
    };
  }, [element, margin, waiting, leftFirstView, approached]);
}

/** How long a remote rendered anew may take to show the fields and buttons a visitor had used. */
const VISITOR_INPUT_WAIT_MS = 5000;

/** Replays `input` once the part shows what the visitor used (at once, or when the remote shows it). */
function whenInputShows(root: Element, input: VisitorInput): () => void {
  if (!hasVisitorInput(input)) return () => {};
  if (showsVisitorInput(root, input)) {
    replayVisitorInput(root, input);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!showsVisitorInput(root, input)) return;
    observer.disconnect();
    replayVisitorInput(root, input);
  });
  observer.observe(root, { childList: true, subtree: true });
  const giveUp = setTimeout(() => observer.disconnect(), VISITOR_INPUT_WAIT_MS);
  return () => {
    clearTimeout(giveUp);
    observer.disconnect();
  };
}

interface DeferredPart {
  id: RemoteModuleId;
  /** The slot's `useId`, the same in the server's markup and in the browser. */
  slotKey: string;
  /** Whether this slot was deferred by the page's server render (its first view). */
  deferred: boolean;
  /** How near the screen the part goes live. */
  hydration: DeferredHydration;
  box: RefObject<HTMLElement | null>;
  /** Renders the slot's remote, now loaded, in place of the server markup. */
  goLive: () => void;
}

/**
 * The server markup a deferred slot shows until its remote has loaded (then null): loading starts
 * when the part approaches, and the switch carries over what the visitor typed or pressed.
 */
export function useDeferredPart({ id, slotKey, deferred, hydration, box, goLive }: DeferredPart): string | null {
  const [serverMarkup, setServerMarkup] = useState(() => serverMarkupOf(slotKey, deferred));
  const [approached, setApproached] = useState(false);
  const approach = useCallback(() => setApproached(true), []);
  const staticMarkup = serverMarkup !== null;
  useApproach(box, DEFERRED_PART_MARGINS[hydration], staticMarkup && !approached, approach);
  const heldClicks = useRef<ReturnType<typeof holdClicks> | null>(null);
  const stopReplay = useRef<() => void>(() => {});
  // Set while the loaded remote waits for the visitor to leave the field they type in.
  const swapWhenHeld = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!staticMarkup || !box.current) return;
    const held = holdClicks(box.current, () => swapWhenHeld.current?.());
    heldClicks.current = held;
    return held.stop;
  }, [staticMarkup, box]);
  useEffect(() => () => stopReplay.current(), []);
  useEffect(() => {
    if (!approached) return;
    let cancelled = false;
    let stopWaiting = () => {};
    const swap = () => {
      stopWaiting();
      if (cancelled) return;
      cancelled = true;
      const input = box.current ? readVisitorInput(box.current, heldClicks.current?.clicks ?? []) : null;
      // At once, in this task, effects included: a key pressed between reading the fields and
      // the new markup would be lost, and the remote's forms have registered their fields by then.
      flushSync(() => {
        goLive();
        setServerMarkup(null);
      });
      if (box.current && input) stopReplay.current = whenInputShows(box.current, input);
    };
    // The markup gives way only once the module is here, so the part never blinks to a placeholder,
    // and not under the visitor's fingers: while they type in one of its fields the swap waits until
    // they leave it or press one of its buttons (Enter included), so no key lands in markup being
    // replaced or in a form still showing its fields.
    void loadRemoteModule(id, DEFAULT_RETRY_POLICY)
      .catch(() => undefined)
      .then(() => {
        const part = box.current;
        // A button pressed meanwhile waits for the live part: it goes first.
        const pressed = (heldClicks.current?.clicks.length ?? 0) > 0;
        if (cancelled || !part || pressed || !typingIn(part)) {
          swap();
          return;
        }
        // Focus leaving the part lets the swap go ahead. Within the part it keeps waiting: on
        // another field the visitor types on; on a button (pressed with the pointer, focused on
        // mousedown) its click follows, is held and swaps, while a swap between the button's
        // mousedown and mouseup would leave the click on no button at all.
        const left = (event: FocusEvent) => {
          if (event.relatedTarget instanceof Node && part.contains(event.relatedTarget)) return;
          setTimeout(swap);
        };
        part.addEventListener('focusout', left);
        swapWhenHeld.current = swap;
        stopWaiting = () => {
          part.removeEventListener('focusout', left);
          swapWhenHeld.current = null;
        };
      });
    return () => {
      cancelled = true;
      stopWaiting();
    };
  }, [approached, id, box, goLive]);
  return serverMarkup;
}
