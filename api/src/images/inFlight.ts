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
