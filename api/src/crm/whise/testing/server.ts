import { sweepBrightServer, type Answer, type SweepBrightServer } from '../../sweepbright/testing/server.js';

export interface WhiseServer extends Omit<SweepBrightServer, 'estates'> {
  /** Whise's estates by id, as it sends them; the published ones are listed, any is read by its id. */
  estates: Map<number, Record<string, unknown>>;
  /** The bodies of `POST v1/contacts/create`, in order. */
  contacts(): unknown[];
}

const published = (estate: Record<string, unknown>) => (estate.status as { id?: number } | undefined)?.id === 1 && estate.displayStatusId !== 1;

/**
 * A server that answers as Whise's API does: the user's token (`POST token`), the client's token
 * (`POST v1/admin/clients/token`, with the user's), `POST v1/estates/list` (the published estates
 * page by page, or those its `EstateIds` name whatever their status) and `POST v1/contacts/create`,
 * each with the client's token; the caller's `answers` come first (an outage, a 429, a refusal).
 * Files are served as the SweepBright server serves them, on the same recorder.
 */
export async function whiseServer(): Promise<WhiseServer> {
  const estates = new Map<number, Record<string, unknown>>();
  // The recorder the answers are read from, known once it listens.
  const recording: { server?: SweepBrightServer } = {};
  const whise = async (method: string, path: string, body: string): Promise<Answer | undefined> => {
    if (method !== 'POST' || !path.startsWith('/api/')) return undefined;
    const configured = recording.server?.answers.get(`${method} ${path}`);
    if (configured !== undefined) return configured;
    const request = JSON.parse(body || '{}') as Record<string, unknown>;
    const authorization = recording.server?.received.at(-1)?.authorization;
    switch (path) {
      case '/api/token':
        return request.Username && request.Password ? { json: { token: 'user-token' } } : { status: 401, json: { Message: 'Invalid credentials' } };
      case '/api/v1/admin/clients/token':
        if (authorization !== 'Bearer user-token') return { status: 401 };
        return { json: { token: `client-token-${String(request.ClientId)}-${String(request.OfficeId ?? '')}` } };
      default:
        break;
    }
    if (!authorization?.startsWith('Bearer client-token-')) return { status: 401 };
    if (path === '/api/v1/contacts/create') return { json: { isValidRequest: true, contactId: 9001 } };
    if (path !== '/api/v1/estates/list') return { status: 404 };
    const filter = (request.Filter ?? {}) as { EstateIds?: number[] };
    const page = (request.Page ?? {}) as { Limit?: number; Offset?: number };
    const chosen = filter.EstateIds === undefined ? [...estates.values()].filter(published) : filter.EstateIds.flatMap((id) => estates.get(id) ?? []);
    const offset = page.Offset ?? 0;
    const slice = chosen.slice(offset, offset + (page.Limit ?? 50));
    // Whise leaves `estates` out of an empty page.
    return { json: { ...(slice.length === 0 ? {} : { estates: slice }), totalCount: chosen.length, isValidRequest: true } };
  };
  const recorder = await sweepBrightServer(0, '127.0.0.1', whise);
  recording.server = recorder;
  return {
    ...recorder,
    estates,
    contacts: () => recorder.received.filter((request) => request.path === '/api/v1/contacts/create').map((request) => JSON.parse(request.body) as unknown),
  };
}
