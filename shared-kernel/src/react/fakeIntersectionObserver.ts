export interface FakeViewport {
  /** The elements watched, in order. */
  observed: Element[];
  /** The root margin each observer was made with. */
  margins: (string | undefined)[];
  /** Says to the latest observer that its element came into view (or left it). */
  report(isIntersecting: boolean): void;
}

/** jsdom lays nothing out: an IntersectionObserver whose test says when a part comes into view. */
export function fakeIntersectionObserver(): FakeViewport {
  const viewport: FakeViewport = { observed: [], margins: [], report: () => {} };
  window.IntersectionObserver = function FakeIntersectionObserver(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    viewport.margins.push(options?.rootMargin);
    viewport.report = (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    return { observe: (element: Element) => viewport.observed.push(element), disconnect: () => {} } as unknown as IntersectionObserver;
  } as unknown as typeof IntersectionObserver;
  return viewport;
}
