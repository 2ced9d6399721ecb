import type { Culture } from '@storefront/platform';
import request from 'supertest';
import { anIdentity, describeOnEachBackend, identityHeaders } from '../testing/test-app';
import { basketTexts } from './basket-texts';

const titles: Record<Culture, string> = {
  'sv-SE': 'Varukorg',
  'nb-NO': 'Handlekurv',
  'fi-FI': 'Ostoskori',
  'da-DK': 'Indkøbskurv',
  'pl-PL': 'Koszyk',
  'de-DE': 'Warenkorb',
  'nl-NL': 'Winkelmand',
  'en-US': 'Shopping bag',
};

test('every culture has its own cart page words', () => {
  for (const [culture, title] of Object.entries(titles)) expect(basketTexts[culture as Culture].title).toBe(title);
  const swedish = JSON.stringify(basketTexts['sv-SE']);
  for (const culture of Object.keys(titles).filter((culture) => culture !== 'sv-SE')) {
    expect(JSON.stringify(basketTexts[culture as Culture])).not.toBe(swedish);
  }
});

describeOnEachBackend('the cart page', (context) => {
  const page = (who: ReturnType<typeof anIdentity>, query = '') => request(context().url).get(`/page/basket${query}`).set(identityHeaders(who));

  test('GET /page/basket is the CartPageViewModel with the cart', async () => {
    const visitor = anIdentity();
    await request(context().url)
      .post('/cart/update')
      .set(identityHeaders(visitor))
      .send({ items: { '100001': { newQuantity: 2, previousQuantity: 0 } }, addedCodes: ['100001'], isCheckoutPage: false });
    const cart = (await request(context().url).get('/cart').set(identityHeaders(visitor))).body;
    const response = await page(visitor, '?_lid=abc&_asd=1');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      componentName: 'CartPageViewModel',
      url: '/basket',
      meta: { title: 'Varukorg | Beauty Store', description: basketTexts['sv-SE'].description, robots: 'noindex' },
      canonicalUrl: '/basket',
      currentTheme: 'default',
      trackingInformationSection: 'checkout',
      hideFooter: false,
      cart,
    });
  });

  test.each(Object.entries(titles))('in %s the page title is %s', async (culture, title) => {
    const response = await page(anIdentity({ culture: culture as Culture }));
    expect(response.body.meta.title).toBe(`${title} | Beauty Store`);
  });

  test('with _fallback=1 the page has a no-JavaScript fallback: heading, lines, totals, links', async () => {
    const visitor = anIdentity({ market: 'FI', culture: 'fi-FI' });
    await request(context().url)
      .post('/cart/update')
      .set(identityHeaders(visitor))
      .send({ items: { '100001': { newQuantity: 1, previousQuantity: 0 } }, addedCodes: ['100001'], isCheckoutPage: false });
    const response = await page(visitor, '?_fallback=1');
    expect(response.body.fallback).toEqual({
      headings: [{ level: 1, text: 'Ostoskori' }],
      paragraphs: [
        'Lumière Velvet Lipstick Ruby 3,5 g: 1 × 24,90 € = 24,90 €',
        'Välisumma: 24,90 €',
        'Osta vielä 24,10 € edestä, niin toimitus on ilmainen.',
      ],
      links: [
        { href: '/p/velvet-lipstick/100001', text: 'Lumière Velvet Lipstick Ruby 3,5 g' },
        { href: '/', text: 'Jatka ostoksia' },
      ],
    });
    expect((await page(anIdentity(), '?_fallback=1')).body.fallback).toEqual({
      headings: [{ level: 1, text: 'Varukorg' }],
      paragraphs: ['Din varukorg är tom.'],
      links: [{ href: '/', text: 'Fortsätt handla' }],
    });
    expect((await page(visitor)).body.fallback).toBeUndefined();
  });
}, {}, 'http');
