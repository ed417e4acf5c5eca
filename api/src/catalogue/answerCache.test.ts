import { AnswerCache, type CacheState } from './answerCache.js';

function setup(maxEntries = 10) {
  let time = 0;
  let state: CacheState<string> = { stamp: 'v1', context: 'fr' };
  const stateReads = jest.fn(async () => state);
  const cache = new AnswerCache(stateReads, { checkEveryMs: 1000, maxEntries, now: () => time });
  return {
    cache,
    stateReads,
    advance: (ms: number) => {
      time += ms;
    },
    setState: (next: CacheState<string>) => {
      state = next;
    },
  };
}

describe('AnswerCache', () => {
  it('computes an answer once while the state stays the same', async () => {
    const { cache, advance } = setup();
    const compute = jest.fn(async (context: string) => `answer in ${context}`);
    expect(await cache.answer('a', compute)).toBe('answer in fr');
    advance(5000);
    expect(await cache.answer('a', compute)).toBe('answer in fr');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('reads the state at most once per interval', async () => {
    const { cache, stateReads, advance } = setup();
    const compute = async () => 'x';
    await Promise.all([cache.answer('a', compute), cache.answer('b', compute)]);
    await cache.answer('a', compute);
    advance(999);
    await cache.answer('a', compute);
    expect(stateReads).toHaveBeenCalledTimes(1);
    advance(1);
    await cache.answer('a', compute);
    expect(stateReads).toHaveBeenCalledTimes(2);
  });

  it('drops every answer when the state changes, and hands the new context to the computation', async () => {
    const { cache, advance, setState } = setup();
    const compute = jest.fn(async (context: string) => `answer in ${context}`);
    await cache.answer('a', compute);
    setState({ stamp: 'v2', context: 'nl' });
    expect(await cache.answer('a', compute)).toBe('answer in fr');
    advance(1000);
    expect(await cache.answer('a', compute)).toBe('answer in nl');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('shares one computation between requests that miss together', async () => {
    const { cache } = setup();
    let finish: (value: string) => void = () => {};
    const compute = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = cache.answer('a', compute);
    const second = cache.answer('a', compute);
    await new Promise((resolve) => setImmediate(resolve));
    finish('shared');
    expect(await Promise.all([first, second])).toEqual(['shared', 'shared']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed computation, so the next request tries again', async () => {
    const { cache } = setup();
    await expect(cache.answer('a', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.answer('a', async () => 'recovered')).toBe('recovered');
  });

  it('keeps the most recently used answers when it is full', async () => {
    const { cache } = setup(2);
    const compute = jest.fn(async () => 'x');
    await cache.answer('a', compute);
    await cache.answer('b', compute);
    await cache.answer('a', compute);
    await cache.answer('c', compute);
    expect(compute).toHaveBeenCalledTimes(3);
    await cache.answer('a', compute);
    expect(compute).toHaveBeenCalledTimes(3);
    await cache.answer('b', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('passes on a failure to read the state, and reads it again on the next request', async () => {
    const { cache, stateReads } = setup();
    stateReads.mockRejectedValueOnce(new Error('no database'));
    await expect(cache.answer('a', async () => 'x')).rejects.toThrow('no database');
    expect(await cache.answer('a', async () => 'x')).toBe('x');
  });
});
