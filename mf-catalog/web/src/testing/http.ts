import { http } from '@storefront/platform';

/**
 * Tests: the platform client's fetch answers each GET with the body given for its path (query left out), and records
 * the URLs asked for. jsdom has no Response: this is the part of it the client reads.
 */
export function givenHttpAnswers(answers: Record<string, unknown>): string[] {
  const asked: string[] = [];
  http.configure({
    fetch: async (input) => {
      const url = String(input);
      asked.push(url);
      const headers = new Map([['content-type', 'application/json']]);
      return {
        status: 200,
        headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null, has: (name: string) => headers.has(name.toLowerCase()) },
        text: async () => JSON.stringify(answers[url.split('?')[0]!] ?? {}),
      } as unknown as Response;
    },
  });
  return asked;
}
