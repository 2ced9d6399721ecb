import { expect, test } from '../support/live-page';

/**
 * The start page's scripts (the shell's from the gateway, the remotes' through it from the teams) come as the build's
 * brotli files to a browser that takes brotli, as its gzip files to one that takes only gzip, and as they are to one
 * that takes neither; every answer says it varies by Accept-Encoding.
 */
test('the start page’s scripts are sent precompressed: brotli, else gzip, else as they are', async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Varukorg, antal varor/ })).toBeVisible();
  await page.waitForLoadState('load');
  const urls = [...scripts];
  expect(urls.some((url) => new URL(url).pathname.startsWith('/shell/'))).toBe(true);
  expect(urls.some((url) => new URL(url).pathname.startsWith('/remotes/catalog/'))).toBe(true);

  for (const url of urls) {
    const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.status(), url).toBe(200);
    expect(plain.headers()['content-encoding'], url).toBeUndefined();
    expect(plain.headers().vary, url).toMatch(/accept-encoding/i);
    const body = await plain.body();
    // The build leaves files under 1 KiB as they are.
    if (body.length < 1024) continue;
    for (const encoding of ['br', 'gzip']) {
      const answer = await request.get(url, { headers: { 'Accept-Encoding': encoding } });
      expect(answer.headers()['content-encoding'], `${url} ${encoding}`).toBe(encoding);
      expect(answer.headers()['content-type'], url).toBe(plain.headers()['content-type']);
      expect(answer.headers().vary, url).toMatch(/accept-encoding/i);
      expect(answer.headers()['cache-control'], url).toBe(plain.headers()['cache-control']);
      expect(Number(answer.headers()['content-length']), url).toBeLessThan(body.length);
      expect((await answer.body()).equals(body), url).toBe(true);
    }
  }
});
