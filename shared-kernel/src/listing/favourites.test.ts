import { FAVOURITES_STORAGE_KEY, favouritesStore, idsParam, MAX_FAVOURITES, parseIds, toggledIds } from './favourites.js';

describe('parseIds', () => {
  it('keeps positive whole ids once each, in the order given', () => {
    expect(parseIds('1242, 1375,1242,,x,-3,0,12.5,7')).toEqual([1242, 1375, 7]);
    expect(parseIds(null)).toEqual([]);
  });

  it('stops at the most the api answers in one request', () => {
    const many = Array.from({ length: 60 }, (_, index) => index + 1);
    expect(parseIds(idsParam(many))).toHaveLength(MAX_FAVOURITES);
  });
});

describe('toggledIds', () => {
  it('puts a new favourite first and takes an old one out', () => {
    expect(toggledIds([3, 5], 9)).toEqual([9, 3, 5]);
    expect(toggledIds([3, 5, 9], 5)).toEqual([3, 9]);
  });
});

describe('favouritesStore', () => {
  const storage = new Map<string, string>();
  const events = new EventTarget();
  beforeAll(() => {
    Object.assign(globalThis, {
      window: {
        localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
        addEventListener: events.addEventListener.bind(events),
        removeEventListener: events.removeEventListener.bind(events),
        dispatchEvent: events.dispatchEvent.bind(events),
      },
    });
  });
  afterAll(() => Reflect.deleteProperty(globalThis, 'window'));

  it('keeps the hearted ids in local storage, tells its listeners, and answers the same list until it changes', () => {
    const heard = jest.fn();
    const stop = favouritesStore.subscribe(heard);
    favouritesStore.toggle(1242);
    favouritesStore.toggle(1375);
    expect(storage.get(FAVOURITES_STORAGE_KEY)).toBe('1375,1242');
    expect(heard).toHaveBeenCalledTimes(2);
    const snapshot = favouritesStore.getSnapshot();
    expect(snapshot).toEqual([1375, 1242]);
    expect(favouritesStore.getSnapshot()).toBe(snapshot);
    favouritesStore.toggle(1375);
    expect(favouritesStore.getSnapshot()).toEqual([1242]);
    stop();
    favouritesStore.toggle(7);
    expect(heard).toHaveBeenCalledTimes(3);
    expect(favouritesStore.getServerSnapshot()).toEqual([]);
  });
});
