import type { Cart } from '@storefront/platform';
import type { GiftCardBalance } from '../../../contract/gift-cards';
import { buildCart } from '../cart/build-cart';
import { shippingMethodsFor } from '../shipping/shipping-methods';
import { productAt, visitorIn } from '../testing/cart-products';
import { emptyCheckoutForm } from './checkout-form';
import { checkoutSummary } from './checkout-summary';

const sek = (amount: number) => ({ amount, currency: 'SEK' as const });
const cartOf = (amountEach: number, quantity: number): Cart =>
  buildCart(visitorIn('SE'), 'c-1', [{ code: '100001', quantity }], new Map([['100001', productAt('100001', { current: sek(amountEach) })]]));
const giftCard = (code: string, amount: number, overrides: Partial<GiftCardBalance> = {}): GiftCardBalance => ({
  code,
  balance: sek(amount),
  expiresAt: '2099-12-31T23:59:59.000Z',
  isUsable: true,
  ...overrides,
});

function summaryOf(cart: Cart, formChanges: Partial<ReturnType<typeof emptyCheckoutForm>> = {}, cards: GiftCardBalance[] = []) {
  const form = { ...emptyCheckoutForm('SE'), ...formChanges };
  return checkoutSummary({
    cart,
    form,
    shippingMethods: shippingMethodsFor('SE', 'sv-SE', cart.hasFreeShipping),
    giftCardBalances: new Map(cards.map((card) => [card.code, card])),
  });
}

test('goods plus the chosen shipping, express handling and gift wrap, in minor units', () => {
  const { summary } = summaryOf(cartOf(10_000, 2), { useExpressHandling: true, giftWrapGreetingInformation: { wrap: true, greeting: '' } });
  expect(summary).toEqual({
    goods: sek(20_000),
    orderLevelDiscount: sek(0),
    shipping: sek(4_900),
    expressHandling: sek(3_900),
    giftWrap: sek(2_900),
    giftCards: sek(0),
    toPay: sek(31_700),
    total: sek(31_700),
    loyaltyPointsEarned: 200,
  });
});

test('free shipping makes the shipping zero but not the extras; a pickup in a store is always free', () => {
  const free = summaryOf(cartOf(25_000, 2), { useExpressHandling: true });
  expect(free.summary).toMatchObject({ shipping: sek(0), expressHandling: sek(3_900), total: sek(53_900) });
  expect(summaryOf(cartOf(10_000, 1), { selectedShippingMethodId: 'store' }).summary.shipping).toEqual(sek(0));
  expect(summaryOf(cartOf(10_000, 1), { selectedShippingMethodId: 'deliveryPoint' }).summary.shipping).toEqual(sek(2_900));
});

test('gift cards pay first in the order entered, each what it has; unusable ones pay nothing', () => {
  const cards = [giftCard('EXPIRED-1', 10_000, { isUsable: false }), giftCard('GIFT-A', 10_000), giftCard('GIFT-B', 50_000), giftCard('EUR-1', 5_000, { balance: { amount: 5_000, currency: 'EUR' } })];
  const { summary, giftCards } = summaryOf(cartOf(10_000, 2), { payment: { giftCardCodes: ['EXPIRED-1', 'GIFT-A', 'GIFT-B', 'EUR-1', 'NOPE'] } }, cards);
  expect(summary).toMatchObject({ total: sek(24_900), giftCards: sek(24_900), toPay: sek(0) });
  expect(giftCards).toEqual([
    { code: 'EXPIRED-1', amountUsed: sek(0), balanceAfter: sek(10_000) },
    { code: 'GIFT-A', amountUsed: sek(10_000), balanceAfter: sek(0) },
    { code: 'GIFT-B', amountUsed: sek(14_900), balanceAfter: sek(35_100) },
    { code: 'EUR-1', amountUsed: sek(0), balanceAfter: { amount: 5_000, currency: 'EUR' } },
    { code: 'NOPE', amountUsed: sek(0), balanceAfter: sek(0) },
  ]);
});

test('an order discount comes off the goods, never more than the goods', () => {
  const cart = { ...cartOf(10_000, 1), orderLevelDiscount: sek(2_500), subTotalWithOrderLevelDiscount: sek(7_500) };
  expect(summaryOf(cart).summary).toMatchObject({ goods: sek(10_000), orderLevelDiscount: sek(2_500), total: sek(12_400) });
  const tooMuch = { ...cartOf(10_000, 1), orderLevelDiscount: sek(15_000), subTotalWithOrderLevelDiscount: sek(0) };
  expect(summaryOf(tooMuch).summary).toMatchObject({ orderLevelDiscount: sek(10_000), total: sek(4_900) });
});

test('an empty cart costs nothing, shipping included', () => {
  const empty = buildCart(visitorIn('SE'), '', [], new Map());
  expect(summaryOf(empty, { useExpressHandling: true }).summary).toMatchObject({ shipping: sek(0), expressHandling: sek(0), total: sek(0), toPay: sek(0) });
});
