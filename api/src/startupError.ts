/** A start-up failure whose message says all a person needs: printed without a stack trace. */
export class StartupError extends Error {
  override name = 'StartupError';
}
