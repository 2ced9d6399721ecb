/** A fetch for jsdom tests: JSON answers by path, 404 otherwise. */
export function fakeFetch(routes: Record<string, unknown>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost/');
    const found = Object.prototype.hasOwnProperty.call(routes, url.pathname);
    const body = JSON.stringify(found ? routes[url.pathname] : { error: { code: 'not_found', message: 'Not found' } });
    const headers = new Map([['content-type', 'application/json']]);
    return {
      status: found ? 200 : 404,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null, has: (name: string) => headers.has(name.toLowerCase()) },
      text: async () => body,
    } as unknown as Response;
  }) as typeof fetch;
}
