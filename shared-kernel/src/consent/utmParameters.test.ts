import { UTM_STORAGE_KEY, captureUtmParameters, parseUtmParameters, readUtmParameters, utmParametersOf } from './utmParameters.js';

describe('utm parameters', () => {
  it('takes the campaign parameters of the landing URL and nothing else', () => {
    expect(utmParametersOf('?utm_source=news&utm_medium=email&city=Uccle&utm_campaign=')).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
    });
    expect(utmParametersOf('?city=Uccle')).toBeNull();
  });

  it('ignores a stored value that is not ours', () => {
    expect(parseUtmParameters(null)).toBeNull();
    expect(parseUtmParameters('not json')).toBeNull();
    expect(parseUtmParameters('["utm_source"]')).toBeNull();
    expect(parseUtmParameters('{"utm_source":3,"other":"x"}')).toBeNull();
    expect(parseUtmParameters('{"utm_source":"ads","other":"x"}')).toEqual({ utm_source: 'ads' });
  });

  it('reads nothing where there is no session storage (the server)', () => {
    captureUtmParameters('?utm_source=news');
    expect(readUtmParameters()).toBeNull();
  });

  describe('in a browser', () => {
    const storage = new Map<string, string>();
    beforeEach(() => {
      storage.clear();
      Object.assign(globalThis, {
        sessionStorage: {
          getItem: (key: string) => storage.get(key) ?? null,
          setItem: (key: string, value: string) => storage.set(key, value),
        },
      });
    });
    afterEach(() => {
      delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    });

    it('keeps the landing campaign across pages that carry none', () => {
      captureUtmParameters('?utm_source=news&utm_campaign=spring');
      captureUtmParameters('?city=Uccle');
      expect(JSON.parse(storage.get(UTM_STORAGE_KEY) ?? '')).toEqual({ utm_source: 'news', utm_campaign: 'spring' });
      expect(readUtmParameters()).toEqual({ utm_source: 'news', utm_campaign: 'spring' });
    });
  });
});
