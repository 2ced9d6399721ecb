// The server-rendering figure of issue 14: product pages through the gateway at 10 concurrent clients, as the browser
// asks for them (HTML: the rendered document) and as the shell does on a client navigation (page JSON), for the same
// time each: requests per second, p50 and p99. Rendering on the server must not cost what it saves.
import { percentile } from './percentile.mjs';

const concurrentClients = 10;
const secondsEach = 10;

async function underLoad(label, urls, accept, cookie = '') {
  const timings = [];
  const until = performance.now() + secondsEach * 1000;
  let next = 0;
  const client = async () => {
    while (performance.now() < until) {
      const url = urls[next++ % urls.length];
      const started = performance.now();
      const response = await fetch(url, { headers: { accept, 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${label}: ${response.status} for ${url}`);
      timings.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrentClients }, client));
  timings.sort((a, b) => a - b);
  return {
    label,
    concurrentClients,
    requests: timings.length,
    requestsPerSecond: +(timings.length / secondsEach).toFixed(1),
    p50ms: +percentile(timings, 50).toFixed(2),
    p99ms: +percentile(timings, 99).toFixed(2),
  };
}

/** The visitor cookie the store gives a browser on its first visit: a returning visitor sends it back (and has a cart). */
async function returningVisitorCookie(url) {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  await response.arrayBuffer();
  const visitor = response.headers.getSetCookie().find((cookie) => cookie.startsWith('visitor='));
  if (!visitor) throw new Error('the store set no visitor cookie');
  return visitor.split(';')[0];
}

/**
 * Product pages (paths) through the gateway, each for `secondsEach` s: the HTML document on a first visit (no cookie:
 * no cart or account to ask for), the same for a returning visitor (whose cart is asked for), and the page JSON.
 */
export async function concurrentPageFigures(gateway, productPaths) {
  const urls = productPaths.map((path) => `${gateway}${path}`);
  const returning = await returningVisitorCookie(urls[0]);
  await underLoad('warm-up', urls, 'text/html');
  return [
    await underLoad('product page HTML, first visit', urls, 'text/html'),
    await underLoad('product page HTML, returning visitor', urls, 'text/html', returning),
    await underLoad('product page JSON', urls, 'application/json', returning),
  ];
}
