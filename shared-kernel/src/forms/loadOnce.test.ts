import { loadOnce } from './loadOnce.js';

describe('loadOnce', () => {
  it('fetches once for every caller', async () => {
    const load = jest.fn(() => Promise.resolve('schema'));
    const loader = loadOnce(load);
    expect(await Promise.all([loader(), loader()])).toEqual(['schema', 'schema']);
    expect(await loader()).toBe('schema');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const load = jest.fn(async () => {
      if (load.mock.calls.length === 1) throw new Error('offline');
      return 'schema';
    });
    const loader = loadOnce(load);
    await expect(loader()).rejects.toThrow('offline');
    expect(await loader()).toBe('schema');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts the fetch ahead of need without failing the caller, and tries again on use', async () => {
    const load = jest.fn(async () => {
      if (load.mock.calls.length === 1) throw new Error('offline');
      return 'schema';
    });
    const loader = loadOnce(load);
    loader.preload();
    loader.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await loader()).toBe('schema');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
