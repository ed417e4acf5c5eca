/**
 * A page the api rendered is complete without scripts: its scripts wait until the page has loaded
 * (its photos above all: the largest paint), so they do not take the bandwidth of a slow phone from
 * them; at most a few seconds, should a photo hang. The empty browser shell starts at once.
 */
const PAINT_FIRST_LIMIT_MS = 3000;

function pageLoaded(): Promise<void> {
  const rendered = document.getElementById('root')?.hasChildNodes() ?? false;
  if (!rendered || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, PAINT_FIRST_LIMIT_MS);
  });
}

// The async boundary: shared singletons are negotiated before any of them is imported.
void pageLoaded().then(() => import('./bootstrap'));
