import type { Culture } from '@storefront/platform';
import { checkoutTexts } from '../checkout/checkout-texts';
import { emptyCheckoutForm } from '../checkout/checkout-form';
import { shippingMethodsFor } from '../shipping/shipping-methods';
import { call, fillCart } from '../testing/checkout-requests';
import { lipstick, serum } from '../testing/fake-catalog';
import { anIdentity, describeOnEachBackend } from '../testing/test-app';

const titles: Record<Culture, string> = {
  'sv-SE': 'Kassa',
  'nb-NO': 'Kasse',
  'fi-FI': 'Kassa',
  'da-DK': 'Kasse',
  'pl-PL': 'Kasa',
  'de-DE': 'Kasse',
  'nl-NL': 'Afrekenen',
  'en-US': 'Checkout',
};

test('every culture has its own checkout words', () => {
  for (const [culture, title] of Object.entries(titles)) expect(checkoutTexts[culture as Culture].title).toBe(title);
  const english = JSON.stringify(checkoutTexts['en-US']);
  for (const culture of Object.keys(titles).filter((culture) => culture !== 'en-US')) expect(JSON.stringify(checkoutTexts[culture as Culture])).not.toBe(english);
});

describeOnEachBackend('the checkout page', (context) => {
  const page = (who: ReturnType<typeof anIdentity>, query = '') => call(context().url, 'GET', `/page/checkout${query}`, who);

  test('GET /page/checkout is the CheckoutPageViewModel: cart, stored form, shipping and payment choices, summary', async () => {
    const visitor = anIdentity();
    await fillCart(context().url, visitor, { [lipstick.code]: 1 });
    const cart = (await call(context().url, 'GET', '/cart', visitor)).body;
    const response = await page(visitor, '?_lid=abc&_asd=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const sek = (amount: number) => ({ amount, currency: 'SEK' });
    expect(response.body).toEqual({
      componentName: 'CheckoutPageViewModel',
      url: '/checkout',
      meta: { title: 'Kassa | Beauty Store', description: checkoutTexts['sv-SE'].description, robots: 'noindex' },
      canonicalUrl: '/checkout',
      currentTheme: 'default',
      trackingInformationSection: 'checkout',
      hideFooter: true,
      layout: 'checkout',
      cart,
      checkout: {
        form: emptyCheckoutForm('SE'),
        shippingMethods: shippingMethodsFor('SE', 'sv-SE', false),
        paymentMethods: [
          { id: 'card', name: 'Kort', description: expect.any(String), isAvailable: true },
          { id: 'invoice', name: 'Faktura', description: expect.any(String), isAvailable: true },
          { id: 'giftCard', name: 'Presentkort', description: expect.any(String), isAvailable: false, unavailableReason: checkoutTexts['sv-SE'].giftCardsDoNotCoverAll },
        ],
        expressHandlingPrice: sek(3_900),
        giftWrapPrice: sek(2_900),
        summary: {
          goods: sek(24_900),
          orderLevelDiscount: sek(0),
          shipping: sek(4_900),
          expressHandling: sek(0),
          giftWrap: sek(0),
          giftCards: sek(0),
          toPay: sek(29_800),
          total: sek(29_800),
          loyaltyPointsEarned: 249,
        },
        giftCards: [],
      },
      requiresClubTerms: true,
    });
    expect((await call(context().url, 'GET', '/api/my/carts/current', visitor)).body).toEqual({ cart, checkout: response.body.checkout });
    expect((await call(context().url, 'GET', '/api/my/carts/current/recommendations', visitor)).body).toEqual({ addonOffers: cart.addonOffers });
    expect((await call(context().url, 'GET', '/api/my/carts/current/last-validation-errors', visitor)).body).toEqual({ success: true });
  });

  test('shipping is free over the threshold; a logged-in member needs no club terms', async () => {
    const member = anIdentity({ userId: `u-${Date.now()}` });
    await fillCart(context().url, member, { [serum.code]: 2 });
    const { body } = await page(member);
    expect(body.requiresClubTerms).toBe(false);
    expect(body.checkout.shippingMethods.map((method: { price: { amount: number } }) => method.price.amount)).toEqual([0, 0, 0]);
    expect(body.checkout.summary.shipping.amount).toBe(0);
  });

  test.each(Object.entries(titles))('in %s the page title is %s', async (culture, title) => {
    expect((await page(anIdentity({ culture: culture as Culture }))).body.meta.title).toBe(`${title} | Beauty Store`);
  });

  test('an empty cart checkout page says the cart is empty and links to the start page', async () => {
    const { body } = await page(anIdentity(), '?_fallback=1');
    expect(body.cart.items).toEqual([]);
    expect(body.validationResult).toEqual({ success: false, errorMessage: 'Din varukorg är tom.' });
    expect(body.fallback).toEqual({ headings: [{ level: 1, text: 'Kassa' }], paragraphs: ['Din varukorg är tom.'], links: [{ href: '/', text: 'Fortsätt handla' }] });
  });

  test('with _fallback=1 the page has a no-JavaScript fallback: heading, lines, total, links', async () => {
    const visitor = anIdentity({ market: 'FI', culture: 'fi-FI' });
    await fillCart(context().url, visitor, { [lipstick.code]: 1 });
    const { body } = await page(visitor, '?_fallback=1');
    expect(body.fallback).toEqual({
      headings: [{ level: 1, text: 'Kassa' }],
      paragraphs: ['Lumière Velvet Lipstick Ruby 3,5 g: 1 × 24,90 € = 24,90 €', 'Yhteensä: 30,80 €'],
      links: [
        { href: '/p/velvet-lipstick/100001', text: 'Lumière Velvet Lipstick Ruby 3,5 g' },
        { href: '/', text: 'Jatka ostoksia' },
      ],
    });
    expect((await page(visitor)).body.fallback).toBeUndefined();
  });
}, {}, 'http');
