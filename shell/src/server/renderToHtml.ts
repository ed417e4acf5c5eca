import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { RemoteModuleId } from 'shared-kernel/federation';
import { partThatThrew } from '../federation/firstView';

/** A render still running after this long is abandoned (the api has long answered without it). */
const ABANDON_AFTER_MS = 10_000;

/**
 * The page's markup once every part is ready. `onPartError` hears each component that threw, with
 * the remote module whose part it threw in (null outside every part): React renders its Suspense
 * fallback there, and the browser renders it again.
 */
export function renderToHtml(element: ReactElement, onPartError: (error: unknown, part: RemoteModuleId | null) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every part inline, in place: a large part sent apart needs a script to be put in place,
      // and the page must read complete without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error, { componentStack }) => onPartError(error, partThatThrew(componentStack)),
    });
    setTimeout(() => stream.abort(new Error(`server render abandoned after ${ABANDON_AFTER_MS} ms`)), ABANDON_AFTER_MS).unref();
  });
}
