/**
 * The shell's first script in production, so a first view's photos come before its scripts: it starts the shell's entry once the page has
 * loaded and its first view is on screen. A page the api rendered is complete without scripts, and
 * the entry (the federation runtime and every shared package, the weightiest script of a page)
 * asked at once would take a phone's bandwidth and main thread from the photos, the largest paint
 * above all. Photos first, then the scripts: the same bytes, in the order a visitor sees them. At
 * most a few seconds, should a photo hang. The empty browser shell (server rendering off or over
 * its budget) starts at once.
 *
 * It is a file of its own, not an inline script, so the pages' policy still allows no inline
 * script; the entry's address comes from its own tag (`data-entry`, written by the build).
 */
export const PAINT_FIRST_LIMIT_MS = 3000;

export function startAfterLoad(loader: Element | null): void {
  const entry = loader instanceof HTMLScriptElement ? loader.dataset.entry : undefined;
  if (!entry) return;
  let started = false;
  const startEntry = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = entry;
    document.body.append(script);
  };
  const root = document.getElementById('root');
  if (!root?.hasChildNodes()) {
    startEntry();
    return;
  }
  setTimeout(startEntry, PAINT_FIRST_LIMIT_MS);
  const afterLoad = () => afterFirstPaint(startEntry);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Once the browser has put the page's first contentful frame on screen: `load` says the photos
 * are in, not that they are shown (drawing and decoding them comes after, off the main thread).
 */
function afterFirstPaint(callback: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    callback();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
}

startAfterLoad(document.currentScript);
