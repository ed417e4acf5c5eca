import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'shared-kernel/router';

/** How long a new page's heading may take to appear (a remote loading its chunk) before focus settles on `main`. */
const HEADING_WAIT_MS = 3_000;

/**
 * What a browser does on a real page load, for the site's client-side navigations: a new page
 * opens at its top, and focus (where screen readers read) moves to its heading. Without it a
 * thank-you page opened where the form was, scrolled to the footer, with focus left on the body.
 * Going back and forward keeps the browser's own scroll restoration, and a change of the query
 * alone (filters, paging) is the list's to handle.
 */
export function RouteChangeFocus({ mainId }: { mainId: string }) {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return undefined;
    }
    if (navigationType === 'POP' || hash !== '') return undefined;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const main = document.getElementById(mainId);
    if (main === null) return undefined;

    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading === null) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return undefined;
    // The page's remote may still be loading: wait for its heading, then give up on `main` itself.
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      main.focus({ preventScroll: true });
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, navigationType, mainId]);

  return null;
}
