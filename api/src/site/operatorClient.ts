import { request as httpRequest } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { errorCode } from '../systemError.js';

/** Where a running api on the embedded database says how its operators' channel is reached (mode 0600). */
export const OPERATOR_ENDPOINT_FILE = 'operator-endpoint.json';
/** The channel's Unix socket in DATA_DIR (mode 0600). */
export const OPERATOR_SOCKET_FILE = 'operator.sock';

const endpointSchema = z.union([
  z.object({ socket: z.string().min(1), key: z.string().min(32) }),
  z.object({ origin: z.url(), key: z.string().min(32) }),
]);

export type OperatorEndpoint = z.infer<typeof endpointSchema>;

export interface OperatorAnswer {
  status: number;
  body: unknown;
}

/** One request on the operators' channel of `endpoint`; rejects when nothing answers there. */
function ask(endpoint: OperatorEndpoint, method: 'GET' | 'POST', route: string, body?: unknown): Promise<OperatorAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const target = 'socket' in endpoint ? { socketPath: endpoint.socket } : { host: new URL(endpoint.origin).hostname, port: Number(new URL(endpoint.origin).port) };
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        ...target,
        method,
        path: route,
        headers: {
          authorization: `Bearer ${endpoint.key}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text === '' ? null : JSON.parse(text);
          } catch {
            // Not JSON: the text as it came, for the caller's message.
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

export interface OperatorChannel {
  /** Where the channel listens, for messages. */
  where: string;
  ask(method: 'GET' | 'POST', route: string, body?: unknown): Promise<OperatorAnswer>;
}

/**
 * The operators' channel of the api running on `dataDir`'s embedded database; null when no api
 * runs there (no endpoint file, or one left by an api that crashed and answers nothing).
 */
export async function runningOperatorChannel(dataDir: string): Promise<OperatorChannel | null> {
  let endpoint: OperatorEndpoint;
  try {
    endpoint = endpointSchema.parse(JSON.parse(await readFile(path.join(dataDir, OPERATOR_ENDPOINT_FILE), 'utf8')));
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
  const answering = await ask(endpoint, 'GET', '/health').then(
    () => true,
    () => false,
  );
  if (!answering) return null;
  return { where: 'socket' in endpoint ? endpoint.socket : endpoint.origin, ask: (method, route, body) => ask(endpoint, method, route, body) };
}
