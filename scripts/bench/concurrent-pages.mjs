// The server-rendering figure of issue 14: product pages through the gateway at 10 concurrent clients, as the browser
// asks for them (HTML: the rendered document) and as the shell does on a client navigation (page JSON), for the same
// time each: requests per second, p50 and p99. Rendering on the server must not cost what it saves.
import { percentile } from './percentile.mjs';

const concurrentClients = 10;
const secondsEach = 10;

async function underLoad(label, urls, accept) {
  const timings = [];
  const until = performance.now() + secondsEach * 1000;
  let next = 0;
  const client = async () => {
    while (performance.now() < until) {
      const url = urls[next++ % urls.length];
      const started = performance.now();
      const response = await fetch(url, { headers: { accept, 'accept-encoding': 'gzip' } });
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

/** Product pages (paths) through the gateway: the HTML document, then the page JSON, each for `secondsEach` s. */
export async function concurrentPageFigures(gateway, productPaths) {
  const urls = productPaths.map((path) => `${gateway}${path}`);
  await underLoad('warm-up', urls, 'text/html');
  return [await underLoad('product page HTML', urls, 'text/html'), await underLoad('product page JSON', urls, 'application/json')];
}
