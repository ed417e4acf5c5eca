import { useEffect } from 'react';

/**
 * While `open`, Escape anywhere or a press outside `inside()` dismisses what is open, as a visitor
 * expects of a menu or a list that pops up. `dismiss` hears whether it was the key (to put the
 * focus back on the control that opened it).
 */
export function useDismiss(open: boolean, inside: () => Element | null | undefined, dismiss: (byKey: boolean) => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
      } else if (inside()?.contains(event.target as Node)) return;
      dismiss(event instanceof KeyboardEvent);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
    // The callbacks are read when an event comes; only opening and closing re-subscribes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
