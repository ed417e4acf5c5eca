/** A loader whose fetch starts once: every caller gets the same promise. */
export interface OnceLoader<T> {
  (): Promise<T>;
  /** Starts the fetch ahead of need (a form opened or focused); a failure there waits for the next call. */
  preload: () => void;
}

/**
 * A loader that starts its fetch once and hands every caller the same promise, for a form's
 * schema brought by a dynamic import when the form is opened or focused (zod stays out of the
 * page's first view) and awaited before the form is checked. A fetch that failed (the network
 * dropped) is tried again on the next call instead of failing the form for good.
 */
export function loadOnce<T>(load: () => Promise<T>): OnceLoader<T> {
  let loading: Promise<T> | undefined;
  const loader = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(loader, {
    preload: () => {
      loader().catch(() => undefined);
    },
  });
}
