// Cart and purchase figures of issue 3, measured through the gateway as shoppers would reach it:
// `/cart/update` and complete-purchase latency at 50 concurrent shoppers (calling again at once, and pausing as people
// do), and orders per second until the first error.
import { setTimeout as sleep } from 'node:timers/promises';
import { seededRandom } from '../../platform/src/server/random/seeded-random.ts';
import { percentile } from './percentile.mjs';
import { SoldOut, aShopper, addToCart, call } from './shopper.mjs';

const shoppers = 50;

function summary(label, timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  return { label, requests: sorted.length, p50ms: +percentile(sorted, 50).toFixed(2), p99ms: +percentile(sorted, 99).toFixed(2) };
}

/** Variant codes the catalog sells online now, read from product pages the start page links to. */
export async function buyableCodes(gateway, productUrls) {
  const codes = [];
  for (const url of productUrls) {
    const page = await (await fetch(`${gateway}${url}`, { headers: { accept: 'application/json' } })).json();
    for (const variant of page.variants ?? []) {
      if (variant.stockStatus?.isBuyable !== false && variant.code) codes.push(variant.code);
    }
    if (page.variant?.stockStatus?.isBuyable && page.variant.maxQuantity > 0) codes.push(page.variant.code);
  }
  return [...new Set(codes)];
}

const address = {
  firstName: 'Bench',
  lastName: 'Shopper',
  street: 'Drottninggatan 1',
  postalCode: '11151',
  city: 'Stockholm',
  countryCode: 'SE',
};

function checkoutForm(index, token) {
  const email = `bench-${index}@example.com`;
  return {
    orderer: { email },
    customerInfo: {
      billingAddress: address,
      email,
      phoneNumber: '0701234567',
      hasAlternativeDeliveryAddress: false,
      hasEnoughInfoToCompletePurchase: true,
    },
    selectedPaymentMethodId: 'card',
    selectedShippingMethodId: 'home',
    selectedDeliveryPoint: null,
    useExpressHandling: false,
    giftWrapGreetingInformation: null,
    clubTerms: true,
    emailSubscription: false,
    textSubscription: false,
    cart: { items: {}, addedCodes: [], removedCodes: [] },
    payment: { card: { token }, giftCardCodes: [] },
  };
}

async function cardToken(gateway, shopper) {
  const answer = await call(gateway, shopper, '/payment-provider/test/tokens', {
    number: '4111 1111 1111 1111',
    expiryMonth: 12,
    expiryYear: new Date().getFullYear() + 3,
    cvc: '737',
    holderName: 'Bench Shopper',
  });
  if (answer.status !== 201) throw new Error(`card token: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json.token;
}

/**
 * A shopper's pauses between calls: exponentially distributed around `meanMs` (as a person's reading and choosing
 * time), from a generator seeded with the shopper's number, so that every run of the bench pauses alike. None when
 * `meanMs` is 0: the shopper calls again the moment an answer comes.
 */
function pauses(meanMs, seed) {
  const random = seededRandom(seed);
  return () => (meanMs > 0 ? sleep(-meanMs * Math.log(1 - random())) : undefined);
}

/**
 * One shopper fills a cart with `updates` changes, then buys it, pausing `pauseMs` on average before each call after
 * the first; returns the timings and the outcome.
 */
async function shopAndBuy(gateway, codes, index, updates, pauseMs = 0) {
  const pause = pauses(pauseMs, index + 1);
  const shopper = await aShopper(gateway);
  const cartTimings = [];
  let added = 0;
  let soldOut;
  for (let step = 0; step < updates; step++) {
    await pause();
    try {
      cartTimings.push(await addToCart(gateway, shopper, codes[(index * 7 + step) % codes.length]));
      added++;
    } catch (error) {
      // Sold out by the shoppers before: the shop's answer, timed like any other; the shopper goes on to the next.
      if (!(error instanceof SoldOut)) throw error;
      cartTimings.push(error.ms);
      soldOut = error;
    }
  }
  if (added === 0) return { cartTimings, ok: false, refused: true, answer: { refused: soldOut.message } };
  await pause();
  const token = await cardToken(gateway, shopper);
  await pause();
  const purchase = await call(gateway, shopper, '/checkout/completePurchase', checkoutForm(index, token));
  const ok = purchase.status === 200 && typeof purchase.json.orderConfirmationRedirectUrl === 'string';
  // A refusal the shop meant (sold out, say) comes as page data with its message; anything else is an error.
  const refusal = purchase.status === 200 ? purchase.json.newPageData?.validationResult : undefined;
  const answer = ok ? undefined : refusal ? { refused: refusal.errorMessage ?? refusal.paymentErrorMessage ?? refusal } : { status: purchase.status, body: purchase.json };
  return { cartTimings, purchaseMs: purchase.ms, ok, refused: !!refusal && !ok, answer };
}

/**
 * `/cart/update` and complete-purchase latency with 50 shoppers at once, each changing their cart `updatesEach` times
 * and buying, with the updates and orders per second of that round. With `warmUp`, ten shoppers fill carts and buy first,
 * not counted (compiled code, warm caches). The bench runs two rounds without pauses: the first one after start, as
 * the first shoppers after a deploy meet the store, and a second one right after it (`firstShopper` 100), as a store
 * that has been serving meets them. Without pauses the 50 shoppers are machines that call again the moment an answer
 * comes, and each call's time is the work of all 50 queued on two cores; with `pauseMs` they pause as people do
 * (pausingRounds), which shows the rate of calls the store answers within a given time.
 */
export async function purchaseLatency(gateway, codes, { warmUp = true, firstShopper = 0, pauseMs = 0, updatesEach = 4 } = {}) {
  if (warmUp) await Promise.all(Array.from({ length: 10 }, (_, index) => shopAndBuy(gateway, codes, 500 + index, 4)));
  const started = performance.now();
  const outcomes = await Promise.all(Array.from({ length: shoppers }, (_, index) => shopAndBuy(gateway, codes, firstShopper + index, updatesEach, pauseMs)));
  const seconds = (performance.now() - started) / 1000;
  const failed = outcomes.filter((outcome) => !outcome.ok && !outcome.refused);
  if (failed.length > 0) throw new Error(`${failed.length} of ${shoppers} purchases failed: ${JSON.stringify(failed[0].answer)}`);
  const refusals = outcomes.filter((outcome) => outcome.refused).map((outcome) => outcome.answer.refused);
  const orders = outcomes.filter((outcome) => outcome.ok).length;
  const updates = outcomes.reduce((sum, outcome) => sum + outcome.cartTimings.length, 0);
  return {
    concurrentShoppers: shoppers,
    pauseMs,
    orders,
    refusals,
    seconds: +seconds.toFixed(2),
    updatesPerSecond: +(updates / seconds).toFixed(1),
    ordersPerSecond: +(orders / seconds).toFixed(1),
    cartUpdate: summary('/cart/update through the gateway', outcomes.flatMap((outcome) => outcome.cartTimings)),
    completePurchase: summary('complete-purchase through the gateway', outcomes.flatMap((outcome) => outcome.purchaseMs ?? [])),
  };
}

/**
 * Orders per second: 50 shoppers buy one product each, again and again, until the first purchase that fails or
 * `seconds` have passed. A purchase the shop refuses (a product sold out by the shoppers before) is counted apart and
 * is no failure. Reports the rate, the refusals and the first error, if any.
 */
export async function ordersPerSecond(gateway, codes, seconds = 20) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let orders = 0;
  let refusals = 0;
  let firstError = null;
  let next = 1000;
  async function loop() {
    while (!firstError && performance.now() < deadline) {
      const index = next++;
      try {
        const outcome = await shopAndBuy(gateway, codes, index, 1);
        if (outcome.ok) orders++;
        else if (outcome.refused) refusals++;
        else firstError ??= outcome.answer;
      } catch (error) {
        firstError ??= { message: error.message };
      }
    }
  }
  await Promise.all(Array.from({ length: shoppers }, loop));
  const elapsed = (performance.now() - started) / 1000;
  return { concurrentShoppers: shoppers, orders, refusals, seconds: +elapsed.toFixed(1), ordersPerSecond: +(orders / elapsed).toFixed(1), firstError };
}

/** The pauses, in ms on average, of the rounds with shoppers who pause between calls: from slow shoppers to hasty ones. */
export const pausingRounds = [2000, 1000, 500, 250];

/**
 * One round per pause of pausingRounds, each of 50 shoppers changing their cart 8 times and buying. Shoppers 600–999:
 * no number (e-mail, pause seed) that the rounds without pauses (0–149), their warm-up (500–509) or the orders per
 * second (1000 on) use.
 */
export async function pausingShopperLatency(gateway, codes) {
  const rounds = [];
  for (const [round, pauseMs] of pausingRounds.entries()) {
    rounds.push(await purchaseLatency(gateway, codes, { warmUp: false, firstShopper: 600 + round * 100, pauseMs, updatesEach: 8 }));
  }
  return rounds;
}
