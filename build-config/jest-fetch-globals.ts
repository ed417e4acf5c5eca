// jsdom has no fetch: RTK Query's fetchBaseQuery builds Requests, so tests get Node's own
// implementation (undici, which needs Node's web streams and messaging first), and each test
// answers the requests it expects with `answerApi`.
import { MessageChannel, MessagePort } from 'node:worker_threads';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import type * as Undici from 'undici';

const hadMessaging = 'MessageChannel' in globalThis;
Object.assign(globalThis, { ReadableStream, TransformStream, WritableStream, MessageChannel, MessagePort });

// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the globals above
const undici = require('undici') as typeof Undici;

/** As in a browser, a relative url ('/api/properties') is read against the page's address. */
class Request extends undici.Request {
  constructor(input: ConstructorParameters<typeof undici.Request>[0], init?: ConstructorParameters<typeof undici.Request>[1]) {
    super(typeof input === 'string' ? new URL(input, (globalThis as { location?: { href: string } }).location?.href) : input, init);
  }
}

Object.assign(globalThis, { Headers: undici.Headers, Request, Response: undici.Response, fetch: undici.fetch });
// React's scheduler would pick Node's MessageChannel, whose open port keeps jest from exiting.
if (!hadMessaging) Object.assign(globalThis, { MessageChannel: undefined, MessagePort: undefined });
