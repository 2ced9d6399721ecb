import { createHash } from 'node:crypto';
import { checkoutTexts } from '../checkout/checkout-texts';
import { call, cardToken, completePurchase, completeSwedishForm, fillCart, testCardNumbers } from '../testing/checkout-requests';
import { lipstick, serum } from '../testing/fake-catalog';
import { anIdentity, describeOnEachBackend } from '../testing/test-app';

describeOnEachBackend('the order confirmation', (context) => {
  const url = () => context().url;
  let owner: ReturnType<typeof anIdentity>;
  let orderNumber: string;

  beforeAll(async () => {
    owner = anIdentity();
    await fillCart(url(), owner, { [lipstick.code]: 1, [serum.code]: 2 });
    await call(url(), 'POST', '/cart/addcouponCode', owner, { code: 'WELCOME10' });
    const token = await cardToken(url(), owner, testCardNumbers.authorized);
    const answer = await completePurchase(url(), owner, completeSwedishForm(token, { giftWrapGreetingInformation: { wrap: true, greeting: 'Grattis!' } }));
    orderNumber = answer.body.orderConfirmationRedirectUrl!.split('/').pop()!;
  });

  test('GET /page/orderconfirmation/:orderNumber is the confirmation with the order and its tracking, for the shopper who placed it', async () => {
    const response = await call(url(), 'GET', `/page/orderconfirmation/${orderNumber}?_fallback=1`, owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const sek = (amount: number) => ({ amount, currency: 'SEK' });
    // 249 + 2 × 399 kr = 1 047 kr, 10 % off (104,70 kr), gift wrap 29 kr, free shipping.
    expect(response.body).toEqual({
      componentName: 'OrderConfirmationPageViewModel',
      url: `/orderconfirmation/${orderNumber}`,
      meta: { title: 'Tack för din beställning | Beauty Store', description: checkoutTexts['sv-SE'].orderConfirmationDescription, robots: 'noindex' },
      currentTheme: 'default',
      trackingInformationSection: 'order confirmation',
      hideFooter: false,
      order: {
        orderNumber,
        status: 'placed',
        createdAt: expect.any(String),
        email: 'anna@example.se',
        lines: [expect.objectContaining({ code: lipstick.code, quantity: 1 }), expect.objectContaining({ code: serum.code, quantity: 2, price: expect.objectContaining({ current: sek(79_800) }) })],
        summary: {
          goods: sek(104_700),
          orderLevelDiscount: sek(10_470),
          shipping: sek(0),
          expressHandling: sek(0),
          giftWrap: sek(2_900),
          giftCards: sek(0),
          toPay: sek(97_130),
          total: sek(97_130),
          loyaltyPointsEarned: expect.any(Number),
        },
        shippingMethod: { id: 'home', name: 'Hemleverans' },
        deliveryAddress: { firstName: 'Anna', lastName: 'Andersson', street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', countryCode: 'SE' },
        couponCodes: ['WELCOME10'],
        payments: [{ method: 'card', amount: sek(97_130), description: '•••• 1111' }],
        giftWrapGreeting: 'Grattis!',
      },
      trackingInformationUser: { emailHashed: createHash('sha256').update('anna@example.se').digest('hex') },
      trackingInformationProducts: [
        { id: lipstick.code, quantity: 1, price: sek(24_900) },
        { id: serum.code, quantity: 2, price: sek(39_900) },
      ],
      trackingInformationTransaction: { id: orderNumber, revenue: sek(97_130), shipping: sek(0), coupon: 'WELCOME10' },
      isTrackingExpired: false,
      fallback: {
        headings: [{ level: 1, text: 'Tack för din beställning' }],
        paragraphs: [`Ordernummer: ${orderNumber}`, 'Lumière Velvet Lipstick Ruby 3,5 g: 1 × 249 kr', 'Aqua Derm Hydra Serum 30 ml: 2 × 399 kr', 'Totalt: 971,30 kr'],
        links: [{ href: '/', text: 'Fortsätt handla' }],
      },
    });
    const english = await call(url(), 'GET', `/page/orderconfirmation/${orderNumber}`, { ...owner, culture: 'en-US' });
    expect(english.body.meta.title).toBe('Thank you for your order | Beauty Store');
    expect(english.body.order.shippingMethod.name).toBe('Home delivery');
  });

  test('someone else, or a number that is not an order, gets a 404 error JSON on the page and in the API', async () => {
    for (const [who, number] of [
      [anIdentity(), orderNumber],
      [anIdentity({ userId: owner.visitorId! }), orderNumber],
      [owner, 'SE99999999'],
      [owner, 'nonsense'],
    ] as const) {
      for (const path of [`/page/orderconfirmation/${number}`, `/api/orderconfirmation/${number}`, `/api/orderconfirmation/${number}/upsell`]) {
        const response = await call(url(), 'GET', path, who);
        expect([path, response.status, response.body]).toEqual([path, 404, { error: { code: 'order_not_found', message: expect.any(String) } }]);
      }
    }
  });

  test('GET /api/orderconfirmation/:orderNumber is the Order; /upsell a short list of product codes', async () => {
    const page = await call(url(), 'GET', `/page/orderconfirmation/${orderNumber}`, owner);
    const order = await call(url(), 'GET', `/api/orderconfirmation/${orderNumber}`, owner);
    expect(order.status).toBe(200);
    expect(order.body).toEqual(page.body.order);
    const upsell = await call(url(), 'GET', `/api/orderconfirmation/${orderNumber}/upsell`, owner);
    expect(upsell.body).toEqual({ productCodes: [lipstick.code, serum.code] });
  });

  test('tracking expires an hour after the order', async () => {
    await context().db.query("UPDATE orders SET created_at = now() - interval '61 minutes' WHERE order_number = $1", [orderNumber]);
    const response = await call(url(), 'GET', `/page/orderconfirmation/${orderNumber}`, owner);
    expect(response.body.isTrackingExpired).toBe(true);
    await context().db.query("UPDATE orders SET created_at = now() - interval '59 minutes' WHERE order_number = $1", [orderNumber]);
    expect((await call(url(), 'GET', `/page/orderconfirmation/${orderNumber}`, owner)).body.isTrackingExpired).toBe(false);
  });

  test('GET /page/checkout/await is the AdyenAwaitViewModel with what the provider appended; no reference is a 400', async () => {
    const response = await call(url(), 'GET', '/page/checkout/await?pspReference=ABC123&redirectResult=xyz%3D%3D', owner);
    expect(response.body).toEqual({
      componentName: 'AdyenAwaitViewModel',
      url: '/checkout/await',
      meta: { title: 'Betalningen behandlas | Beauty Store', robots: 'noindex' },
      currentTheme: 'default',
      trackingInformationSection: 'checkout',
      hideFooter: true,
      pspReference: 'ABC123',
      details: { redirectResult: 'xyz==' },
    });
    const missing = await call(url(), 'GET', '/page/checkout/await?redirectResult=xyz', owner);
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(['pspReference']);
  });
}, {}, 'http');
