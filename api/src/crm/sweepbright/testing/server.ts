import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server answers for a path: a JSON body, or a status with headers (an outage, a 404). */
export type Answer = { json: unknown } | { status: number; headers?: Record<string, string>; json?: unknown } | { bytes: Buffer; type: string };

export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  accept: string | undefined;
  body: string;
}

export interface SweepBrightServer {
  /** `http://127.0.0.1:{port}/api/`: SWEEPBRIGHT_API_URL. */
  apiUrl: string;
  /** Where the files (photos) are served: `{origin}/files/{name}`. */
  fileUrl(name: string): string;
  /** Estates by id, files by name, and answers for other `METHOD path`s (`POST /api/contacts`). */
  estates: Map<string, Answer>;
  files: Map<string, Answer>;
  answers: Map<string, Answer>;
  /** Every request, in order. */
  received: ReceivedRequest[];
  close(): Promise<void>;
}

const TOKEN_LIFETIME_S = 3600;

/**
 * A server that answers as SweepBright's Website API does (OAuth2 client credentials at
 * `oauth/token`, `GET estates/{id}`, `PUT estates/{id}/url`, `POST contacts`,
 * `POST estates/{id}/contacts`), with the answers the caller puts in its maps: recorded answers
 * for the connector's tests, and the fake CRM's estates.
 */
export async function sweepBrightServer(
  port = 0,
  host = '127.0.0.1',
  /** Answers asked before SweepBright's own (the fake CRM's controls and its outages); undefined: SweepBright's. */
  before?: (method: string, path: string, body: string) => Promise<Answer | undefined>,
): Promise<SweepBrightServer> {
  const estates = new Map<string, Answer>();
  const files = new Map<string, Answer>();
  const answers = new Map<string, Answer>();
  const received: ReceivedRequest[] = [];
  let tokens = 0;

  const server: Server = createServer((request, response) => {
    void readBody(request).then(async (body) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const method = request.method ?? 'GET';
      received.push({ method, path, authorization: request.headers.authorization, accept: request.headers.accept, body });
      const send = (answer: Answer) => {
        if ('bytes' in answer) return response.writeHead(200, { 'content-type': answer.type }).end(answer.bytes);
        const status = 'status' in answer ? answer.status : 200;
        const json = 'json' in answer ? answer.json : undefined;
        const headers = 'headers' in answer ? answer.headers : {};
        response.writeHead(status, { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers }).end(json === undefined ? undefined : JSON.stringify(json));
      };
      const first = await before?.(method, path, body);
      if (first !== undefined) return send(first);
      const configured = answers.get(`${method} ${path}`);
      if (configured !== undefined) return send(configured);
      if (method === 'POST' && path === '/api/oauth/token') {
        const form = new URLSearchParams(body);
        if (form.get('grant_type') !== 'client_credentials' || !form.get('client_id') || !form.get('client_secret')) {
          return send({ status: 401, json: { error: 'invalid_client' } });
        }
        tokens += 1;
        return send({ json: { token_type: 'Bearer', expires_in: TOKEN_LIFETIME_S, access_token: `token-${tokens}` } });
      }
      if (path.startsWith('/files/')) return send(files.get(decodeURIComponent(path.slice('/files/'.length))) ?? { status: 404 });
      if (!request.headers.authorization?.startsWith('Bearer token-')) return send({ status: 401, json: { message: 'Unauthenticated.' } });
      const estate = /^\/api\/estates\/([^/]+)(\/url|\/contacts)?$/.exec(path);
      if (estate !== null && method === 'GET' && estate[2] === undefined) return send(estates.get(decodeURIComponent(estate[1] ?? '')) ?? { status: 404, json: { message: 'Not found.' } });
      if (estate !== null && method === 'PUT' && estate[2] === '/url') return send({ status: 200, json: {} });
      if ((estate !== null && method === 'POST' && estate[2] === '/contacts') || (method === 'POST' && path === '/api/contacts')) return send({ status: 200, json: {} });
      return send({ status: 404, json: { message: 'Not found.' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${origin}/api/`,
    fileUrl: (name) => `${origin}/files/${encodeURIComponent(name)}`,
    estates,
    files,
    answers,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
