/**
 * jsdom has no fetch API. RTK Query's base query only builds a Request, hands it to fetch, and
 * reads status, headers and text of the answer, so the tests stand in for exactly that much.
 */
class FakeRequest {
  readonly url: string;
  constructor(input: string) {
    this.url = input;
  }
}

export type FakeAnswer = 'pending' | 'offline' | { json: unknown };

/** Installs a fetch that answers each request by its URL; returns the URLs asked for. */
export function installFakeFetch(answer: (url: string) => FakeAnswer): { urls: string[]; restore: () => void } {
  const saved = { fetch: globalThis.fetch, Request: globalThis.Request };
  const urls: string[] = [];
  Object.assign(globalThis, {
    Request: FakeRequest,
    fetch: (request: FakeRequest) => {
      urls.push(request.url);
      const result = answer(request.url);
      if (result === 'pending') return new Promise(() => undefined);
      if (result === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      const body = JSON.stringify(result.json);
      const response = {
        ok: true,
        status: 200,
        headers: new Map([['content-type', 'application/json']]),
        clone: () => response,
        text: async () => body,
      };
      return Promise.resolve(response);
    },
  });
  return { urls, restore: () => Object.assign(globalThis, saved) };
}

/** The queries the search asked the api, in order. */
export function searchesAsked(urls: readonly string[]): string[] {
  return urls.map((url) => new URL(url, 'http://localhost')).filter(({ pathname }) => pathname === '/api/search').map(({ searchParams }) => searchParams.get('q') ?? '');
}
