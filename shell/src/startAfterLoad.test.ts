import { PAINT_FIRST_LIMIT_MS, startAfterLoad } from './startAfterLoad';

const ENTRY = '/main.0123456789abcdef.js';

function loaderTag(entry: string | null = ENTRY): HTMLScriptElement {
  const tag = document.createElement('script');
  if (entry) tag.dataset.entry = entry;
  return tag;
}

function entryScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) => script.getAttribute('src') === ENTRY);
}

/** Clicks `control` as a visitor would; says whether the click went on to its default action. */
function press(control: HTMLElement, keys: MouseEventInit = {}): boolean {
  return control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...keys }));
}

function serverRendered(markup: string): void {
  document.getElementById('root')!.innerHTML = markup;
}

function pageStillLoading(): void {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

/**
 * The browser's paint timing, which jsdom lacks: observers of `paint` entries get the first
 * contentful paint when the test says the frame is on screen.
 */
class PaintTiming {
  static readonly supportedEntryTypes: readonly string[] = ['paint'];
  static observers = new Set<PaintTiming>();
  static painted = false;

  constructor(private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {}

  observe(): void {
    PaintTiming.observers.add(this);
    if (PaintTiming.painted) this.notify();
  }

  disconnect(): void {
    PaintTiming.observers.delete(this);
  }

  notify(): void {
    this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) });
  }

  static present(): void {
    PaintTiming.painted = true;
    for (const observer of [...PaintTiming.observers]) observer.notify();
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '<div id="root"></div>';
  PaintTiming.observers.clear();
  PaintTiming.painted = false;
  Object.defineProperty(window, 'PerformanceObserver', { value: PaintTiming, configurable: true, writable: true });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the shell’s first script', () => {
  it('starts the entry once a server-rendered page has loaded and its first view is on screen, and once only', () => {
    serverRendered('<main><h1>À vendre</h1></main>');
    pageStillLoading();
    startAfterLoad(loaderTag());
    expect(entryScripts()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(entryScripts()).toHaveLength(0);
    PaintTiming.present();
    expect(entryScripts()).toHaveLength(1);
    jest.advanceTimersByTime(PAINT_FIRST_LIMIT_MS);
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts the entry at the load when the first view was already on screen', () => {
    serverRendered('<main><h1>Contact</h1><img src="/api/images/office?w=750" alt=""></main>');
    pageStillLoading();
    startAfterLoad(loaderTag());
    PaintTiming.present();
    expect(entryScripts()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts the entry after the limit when a photo keeps the page from loading', () => {
    serverRendered('<main><img src="/api/images/hanging?w=1050" alt=""></main>');
    pageStillLoading();
    startAfterLoad(loaderTag());
    PaintTiming.present();
    jest.advanceTimersByTime(PAINT_FIRST_LIMIT_MS - 1);
    expect(entryScripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts the entry at the load in a browser without paint timing', () => {
    Object.defineProperty(PaintTiming, 'supportedEntryTypes', { value: [] });
    try {
      serverRendered('<main><h1>Contact</h1></main>');
      pageStillLoading();
      startAfterLoad(loaderTag());
      window.dispatchEvent(new Event('load'));
      expect(entryScripts()).toHaveLength(1);
    } finally {
      Object.defineProperty(PaintTiming, 'supportedEntryTypes', { value: ['paint'] });
    }
  });

  it('starts the entry at once on the empty browser shell, which has nothing to paint first', () => {
    pageStillLoading();
    startAfterLoad(loaderTag());
    expect(entryScripts()).toHaveLength(1);
  });

  it('leaves a press on the server markup to the page: a link is followed before the entry starts', () => {
    serverRendered('<dialog open><a href="#cookies">Cookies</a><button type="submit">Tout accepter</button></dialog>');
    pageStillLoading();
    startAfterLoad(loaderTag());
    const [link, accept] = document.querySelectorAll<HTMLElement>('a, button');
    expect(press(link!)).toBe(true);
    expect(press(accept!)).toBe(true);
  });

  it('starts nothing from a tag that names no entry', () => {
    startAfterLoad(loaderTag(null));
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });
});
