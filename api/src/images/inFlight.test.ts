import { InFlight } from './inFlight.js';

/** A task that finishes when the test says so. */
function deferred(): { promise: Promise<void>; finish: () => void } {
  let finish = (): void => {};
  const promise = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { promise, finish };
}

describe('InFlight', () => {
  it('shares one run between the callers of a key while it runs, then starts afresh', async () => {
    const inFlight = new InFlight<number>();
    let runs = 0;
    const gate = deferred();
    const task = async () => {
      runs += 1;
      await gate.promise;
      return runs;
    };
    const together = [inFlight.run('a', task), inFlight.run('a', task), inFlight.run('b', task)];
    gate.finish();
    expect(await Promise.all(together)).toEqual([2, 2, 2]);
    expect(runs).toBe(2);
    await inFlight.run('a', task);
    expect(runs).toBe(3);
  });

  it('forgets a failed run, so the next caller tries again', async () => {
    const inFlight = new InFlight<string>();
    await expect(inFlight.run('a', () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    await expect(inFlight.run('a', async () => 'made')).resolves.toBe('made');
  });
});
