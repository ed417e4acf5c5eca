/** Answers the api's requests by path (query string ignored unless the key has one); anything else is a 404. */
export function answerApi(routes: Record<string, { status?: number; body: unknown }>): jest.SpyInstance {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: unknown) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const answer = routes[`${url.pathname}${url.search}`] ?? routes[url.pathname];
    return new Response(JSON.stringify(answer?.body ?? { error: 'not_found' }), {
      status: answer ? (answer.status ?? 200) : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The query of the last request to a path, to check what the page asked for. */
export function lastQuery(spy: jest.SpyInstance, pathname: string): URLSearchParams | null {
  const calls = spy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'));
  const match = calls.filter((url) => url.pathname === pathname).at(-1);
  return match ? match.searchParams : null;
}
