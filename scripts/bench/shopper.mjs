// A shopper as the gateway sees one: their cookies, their calls, and what they put in the cart.
import { Agent, request } from 'node:http';

/**
 * A shopper with their own cookies, as a browser would have after its first page: the visitor id, and the CSRF token
 * that every write repeats in `x-csrf-token` (the gateway refuses writes without it). `setCookies` keeps the
 * gateway's own Set-Cookie lines, for a browser that should carry the same cookies.
 */
export async function aShopper(gateway) {
  const response = await fetch(`${gateway}/cart`, { headers: { accept: 'application/json' } });
  await response.arrayBuffer();
  const setCookies = response.headers.getSetCookie();
  const pairs = setCookies.map((line) => line.split(';')[0]);
  const cookie = pairs.join('; ');
  const csrfToken = pairs.find((pair) => pair.startsWith('csrf='))?.slice('csrf='.length);
  if (!cookie.includes('visitor=')) throw new Error('the gateway gave no visitor cookie');
  if (!csrfToken) throw new Error('the gateway gave no csrf cookie');
  return { cookie, csrfToken, setCookies };
}

/**
 * Connections kept open between calls, as a browser keeps them. The calls go through node:http, not fetch: fetch
 * costs the bench about 2.5 ms of CPU a call, and the bench shares the store's two cores, so a costly client would
 * be measured as a slow store.
 */
const keptOpen = new Agent({ keepAlive: true, maxSockets: 256 });

/** One call through the gateway with the shopper's cookies: a GET, or a POST of `body`; its status, JSON and time. */
export function call(gateway, shopper, path, body) {
  const started = performance.now();
  const write = body !== undefined;
  const payload = write ? Buffer.from(JSON.stringify(body)) : undefined;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${gateway}${path}`,
      {
        agent: keptOpen,
        method: write ? 'POST' : 'GET',
        headers: {
          accept: 'application/json',
          cookie: shopper.cookie,
          ...(write ? { 'content-type': 'application/json', 'content-length': payload.length, 'x-csrf-token': shopper.csrfToken } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const ms = performance.now() - started;
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = { text };
          }
          resolve({ status: response.statusCode, json, ms });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The shop's refusal of an addition because the product cannot be bought now (sold out by earlier shoppers). */
export class SoldOut extends Error {
  constructor(code, ms) {
    super(`${code} cannot be bought right now`);
    this.ms = ms;
  }
}

/**
 * Puts one of `code` in the shopper's cart, as the product page's buy button does; returns the call's time. Throws
 * SoldOut, with the call's time, when the shop refuses it as not buyable.
 */
export async function addToCart(gateway, shopper, code) {
  const answer = await call(gateway, shopper, '/cart/update', {
    items: { [code]: { newQuantity: 1, previousQuantity: 0 } },
    addedCodes: [code],
    isCheckoutPage: false,
  });
  if (answer.status === 400 && answer.json.error?.code === 'invalid_quantity') throw new SoldOut(code, answer.ms);
  if (answer.status !== 200) throw new Error(`/cart/update: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.ms;
}
