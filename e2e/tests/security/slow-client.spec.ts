import { expect, test, type Page } from '../../support/live-page';
import { postHead, sendSlowly } from '../../../gateway/src/testing/raw-http';
import { e2eBaseUrl } from '../../support/e2e-ports';

// One client that sends `Content-Length: 1000` and then 20 bytes used to run into the gateway's proxy timeout, which
// took team Checkout away from every shopper. Now the gateway cuts the stalled body off and the cart keeps answering.

async function csrfTokenOf(page: Page): Promise<string> {
  await page.goto('/');
  return (await page.context().cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '';
}

const stalledCartUpdate = (token: string) => sendSlowly(e2eBaseUrl, postHead('/cart/update', 1000, token), ['{"items":{"1234":{"n']);

test('stalled cart updates get a 408 and a closed connection, and every other shopper’s cart still answers', async ({ page, request }) => {
  const token = await csrfTokenOf(page);
  for (let wave = 0; wave < 2; wave++) {
    const stalls = Array.from({ length: 5 }, () => stalledCartUpdate(token));
    expect((await request.get('/cart')).status()).toBe(200);
    for (const answer of await Promise.all(stalls)) {
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'request_timeout' } });
      // The body deadline (10 s, at least 500 bytes a second after the first 2 s) cuts it off long before the
      // 10 s the gateway gives a team to answer.
      expect(answer.closedAfterMs).toBeLessThan(5_000);
    }
    expect((await request.get('/cart')).status()).toBe(200);
  }
  const health = (await (await request.get('/health')).json()) as { teams: Record<string, { state: string }> };
  expect(health.teams['cart-checkout']?.state).toBe('up');
});
