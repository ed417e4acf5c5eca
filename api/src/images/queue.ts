/**
 * Runs at most `limit` tasks at a time; the others wait in arrival order. Image encoding is
 * CPU-heavy: a burst of first requests must queue up rather than starve every other request.
 */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finishing task hands its slot straight to the next in line, so a newcomer cannot slip in
  // between and push the count past the limit.
  const release = (): void => {
    const next = waiting.shift();
    if (next === undefined) running -= 1;
    else next();
  };
  return async (task) => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/**
 * Shares one run of a task between everyone asking for the same key while it runs, so that
 * simultaneous first requests for an image make it once.
 */
export class InFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, task: () => Promise<T>): Promise<T> {
    let promise = this.running.get(key);
    if (promise === undefined) {
      promise = task().finally(() => this.running.delete(key));
      this.running.set(key, promise);
    }
    return promise;
  }
}
