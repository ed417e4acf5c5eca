type Answer = { status?: number; body: unknown };

/**
 * Answers the portal's api calls from `routes`, keyed `METHOD /path` (with or without the query);
 * anything else is a 404. Returns the spy, to check what was asked.
 */
export function answerApi(routes: Record<string, Answer>): jest.SpyInstance {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: unknown) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'));
    const url = new URL(request.url, 'http://localhost');
    const answer = routes[`${request.method} ${url.pathname}${url.search}`] ?? routes[`${request.method} ${url.pathname}`];
    return new Response(answer?.status === 204 ? null : JSON.stringify(answer?.body ?? { error: 'not_found' }), {
      status: answer ? (answer.status ?? 200) : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The requests made so far, as `METHOD /path?query`. */
export function requestsOf(spy: jest.SpyInstance): string[] {
  return spy.mock.calls.map(([input]) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'));
    const url = new URL(request.url, 'http://localhost');
    return `${request.method} ${url.pathname}${url.search}`;
  });
}
