import { readFile } from 'node:fs/promises';

// Errors are read structurally: one from another realm, such as a test sandbox, is not
// `instanceof Error` here, and a failed connect to `localhost` is an AggregateError with no message.

/** The `code` of a Node system error (`ENOENT`, `EADDRINUSE`), if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** A one-line reason to show a person. */
export function errorMessage(error: unknown): string {
  const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : '';
  return message || errorCode(error) || String(error);
}

/** The content of `file`, or null when there is no such file. */
export async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}
