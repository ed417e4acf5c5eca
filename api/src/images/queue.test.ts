import { concurrencyLimit, InFlight } from './queue.js';

/** A task that finishes when the test says so. */
function deferred(): { promise: Promise<void>; finish: () => void } {
  let finish = (): void => {};
  const promise = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { promise, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyLimit', () => {
  it('runs at most the limit at once and starts the others in arrival order', async () => {
    const limit = concurrencyLimit(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const all = gates.map((gate, index) =>
      limit(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await gate.promise;
        running -= 1;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);

    gates[1]?.finish();
    await settle();
    // A newcomer arriving now still waits behind the queue.
    const late = limit(async () => started.push(99));
    await settle();
    expect(started).toEqual([0, 1, 2]);

    for (const gate of gates) gate.finish();
    await Promise.all([...all, late]);
    expect(started).toEqual([0, 1, 2, 3, 4, 99]);
    expect(most).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });
});

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
