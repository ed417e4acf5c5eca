import { LRUCache } from 'lru-cache';

/** What every cached answer was computed from; a different `stamp` means they are all stale. */
export interface CacheState<C> {
  stamp: string;
  context: C;
}

export interface AnswerCacheOptions {
  /** How long a state read is trusted before it is read again. */
  checkEveryMs: number;
  /** Answers kept at most; the least recently used go first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Answers kept in memory until the data they were computed from changes. The state (for the
 * catalogue: its version and the site's default language) is read at most once per
 * `checkEveryMs`, so a request for a cached answer costs a clock read and a map lookup. Concurrent
 * requests for the same missing answer share one computation; a failed one is forgotten.
 */
export class AnswerCache<C> {
  private answers: LRUCache<string, Promise<unknown>>;
  private state: CacheState<C> | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<CacheState<C>> | undefined;
  private readonly now: () => number;

  constructor(
    private readonly readState: () => Promise<CacheState<C>>,
    private readonly options: AnswerCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.answers = new LRUCache({ max: options.maxEntries });
  }

  answer<T>(key: string, compute: (context: C) => Promise<T>): Promise<T> {
    // A cached answer under a fresh state is handed back without waiting for anything.
    const state = this.freshState();
    if (state !== undefined) return this.lookup(key, state.context, compute);
    return this.readFreshState().then(({ context }) => this.lookup(key, context, compute));
  }

  /** Reads the state again before the next answer: another api on the database said it changed. */
  expire(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  /** The stamp of the answers while it is known to be current; undefined when due for a check. */
  currentStamp(): string | undefined {
    return this.freshState()?.stamp;
  }

  private lookup<T>(key: string, context: C, compute: (context: C) => Promise<T>): Promise<T> {
    const answers = this.answers;
    const cached = answers.get(key);
    if (cached !== undefined) return cached as Promise<T>;
    const computed = compute(context);
    answers.set(key, computed);
    computed.catch(() => {
      if (answers.peek(key) === computed) answers.delete(key);
    });
    return computed;
  }

  private freshState(): CacheState<C> | undefined {
    return this.state !== undefined && this.now() - this.checkedAt < this.options.checkEveryMs ? this.state : undefined;
  }

  private readFreshState(): Promise<CacheState<C>> {
    this.checking ??= this.readState()
      .then((state) => {
        if (state.stamp !== this.state?.stamp) {
          // A new cache, so answers still being computed from the old state land in the old one.
          this.answers = new LRUCache({ max: this.options.maxEntries });
        }
        this.state = state;
        this.checkedAt = this.now();
        return state;
      })
      .finally(() => {
        this.checking = undefined;
      });
    return this.checking;
  }
}
