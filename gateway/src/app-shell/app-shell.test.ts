import request from 'supertest';
import { platformPhrasesFor } from '@storefront/platform/phrases';
import { deadTeamUrl } from '../testing/fake-team';
import { cookiesSet, makeShellDist, testGateway } from '../testing/gateway-harness';
import type { Gateway } from '../app';

const shell = makeShellDist('build-9');
let gateway: Gateway;

beforeAll(async () => {
  gateway = testGateway(await deadTeamUrl(), shell.path);
});
afterAll(() => shell.remove());

describe('app shell data', () => {
  it('is composed for the visitor’s market and language', async () => {
    const response = await request(gateway.app).get('/appshell/data').set('Cookie', 'market=PL; lang=pl-PL');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      languagePhrases: platformPhrasesFor('pl-PL'),
      currentLanguage: { culture: 'pl-PL', twoLetterCulture: 'pl' },
      currentCountry: { alpha2: 'PL', currency: 'PLN' },
      isStoreDevice: false,
      isSocialEnabled: false,
      cart: null,
      currentUser: { id: null, isLoggedIn: false, isImpersonating: false },
      wishList: [],
      notifications: [],
      siteSettings: {
        maxBuyableQuantityPerArticle: 10,
        autocompleteLetterThreshold: 3,
        maxItemsInWishList: 100,
        maximumProductsInLook: 8,
        appShellRefreshIntervalSeconds: 180,
        customerServiceEmail: 'kundservice@example.com',
      },
    });
    expect(response.body.markets).toHaveLength(8);
    expect(response.body.languages).toHaveLength(8);
    expect(response.body.siteSettings.emailSuggestionDomains).toContain('telia.com');
  });

  it('says social is enabled while team Social answers its health poll, and not while it does not', async () => {
    const { startFakeTeam } = await import('../testing/fake-team');
    const socialTeam = await startFakeTeam();
    const withSocial = testGateway(await deadTeamUrl(), shell.path, { teamUrls: { catalog: await deadTeamUrl(), 'cart-checkout': await deadTeamUrl(), account: await deadTeamUrl(), social: socialTeam.url } });
    try {
      // Not polled yet: not known to answer, so not offered.
      expect((await request(withSocial.app).get('/appshell/data')).body.isSocialEnabled).toBe(false);
      await withSocial.teamHealth.pollAll();
      expect((await request(withSocial.app).get('/appshell/data')).body.isSocialEnabled).toBe(true);
      expect((await request(withSocial.app).get('/partialupdateappshelldata')).body.isSocialEnabled).toBe(true);
      socialTeam.healthy = false;
      await withSocial.teamHealth.pollAll();
      expect((await request(withSocial.app).get('/partialupdateappshelldata')).body.isSocialEnabled).toBe(false);
    } finally {
      withSocial.stop();
      await socialTeam.close();
    }
  });

  it('takes the market’s language when no language was chosen', async () => {
    const response = await request(gateway.app).get('/appshell/data').set('Cookie', 'market=DE');
    expect(response.body.currentLanguage.culture).toBe('de-DE');
  });

  it('comes without phrases and uncached as the periodic partial update', async () => {
    const response = await request(gateway.app).get('/partialupdateappshelldata');
    expect(response.status).toBe(200);
    expect(response.body.languagePhrases).toBeUndefined();
    expect(response.body.currentCountry.alpha2).toBe('SE');
    expect(response.headers['cache-control']).toMatch(/no-cache/);
    expect(response.headers['cache-control']).toMatch(/no-store/);
  });

  it('serves configuration, version and translations', async () => {
    expect((await request(gateway.app).get('/api/version')).body).toEqual({ version: 'build-9' });
    const configuration = await request(gateway.app).get('/api/configuration');
    expect(configuration.body.siteSettings.maxItemsInWishList).toBe(100);
    const translations = await request(gateway.app).get('/api/app-content/translations?culture=en-US');
    expect(translations.body).toEqual(platformPhrasesFor('en-US'));
    const refused = await request(gateway.app).get('/api/app-content/translations?culture=xx');
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('invalid_culture');
  });
});

describe('country selector', () => {
  it('stores valid choices and redirects to the same URL without the selector parameters', async () => {
    const response = await request(gateway.app).get('/c/makeup?sort=new&lang=nl-NL&market=NL&ssw=1');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/c/makeup?sort=new');
    const cookies = response.headers['set-cookie'] as unknown as string[];
    expect(cookies.find((cookie) => cookie.startsWith('lang=nl-NL;'))).toMatch(/Max-Age=31536000.*SameSite=Lax/);
    expect(cookies.find((cookie) => cookie.startsWith('market=NL;'))).toMatch(/SameSite=Lax/);
  });

  it('ignores invalid values but still cleans the URL', async () => {
    const response = await request(gateway.app).get('/?lang=en-GB&market=SE&ssw=1');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/');
    const cookies = cookiesSet(response);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^market=SE;/);

    const invalidOnly = await request(gateway.app).get('/brands?market=US&ssw=1');
    expect(invalidOnly.headers.location).toBe('/brands');
    expect(cookiesSet(invalidOnly)).toEqual([]);
  });

  it('does nothing without ssw=1, and never redirects off the site', async () => {
    const untouched = await request(gateway.app).get('/appshell/data?lang=nl-NL');
    expect(untouched.status).toBe(200);
    expect(cookiesSet(untouched)).toEqual([]);
    const sneaky = await request(gateway.app).get('/.//evil.example?market=NO&ssw=1');
    expect(sneaky.headers.location).toBe('/evil.example');
  });
});

describe('the cart in app shell data', () => {
  it('is the shopper’s cart as team Checkout answers it, asked with their identity', async () => {
    const { startFakeTeam } = await import('../testing/fake-team');
    const cartTeam = await startFakeTeam();
    const withCart = testGateway(await deadTeamUrl(), shell.path, { teamUrls: { catalog: await deadTeamUrl(), 'cart-checkout': cartTeam.url, account: await deadTeamUrl(), social: 'http://127.0.0.1:9' } });
    try {
      const full = await request(withCart.app).get('/appshell/data').set('Cookie', 'visitor=0b5c5a3e-8d1f-4c6e-9a57-3f0b2f6f1a11');
      expect(full.body.cart).toEqual({ cartId: 'cart-of-0b5c5a3e-8d1f-4c6e-9a57-3f0b2f6f1a11', items: [{ code: '100001', quantity: 2 }] });
      const partial = await request(withCart.app).get('/partialupdateappshelldata').set('Cookie', 'visitor=0b5c5a3e-8d1f-4c6e-9a57-3f0b2f6f1a11');
      expect(partial.body.cart.cartId).toBe('cart-of-0b5c5a3e-8d1f-4c6e-9a57-3f0b2f6f1a11');
    } finally {
      await cartTeam.close();
    }
  });

  it('is not asked for a browser on its first visit (no visitor id yet: nothing can be in a cart)', async () => {
    const { startFakeTeam } = await import('../testing/fake-team');
    const cartTeam = await startFakeTeam();
    const withCart = testGateway(await deadTeamUrl(), shell.path, { teamUrls: { catalog: await deadTeamUrl(), 'cart-checkout': cartTeam.url, account: await deadTeamUrl(), social: 'http://127.0.0.1:9' } });
    const cartCalls = () => cartTeam.requests.filter((call) => call.url === '/cart').length;
    try {
      const first = await request(withCart.app).get('/appshell/data');
      expect(first.body.cart).toBeNull();
      expect(cartCalls()).toBe(0);
      const visitor = (first.headers['set-cookie'] as unknown as string[]).find((cookie) => cookie.startsWith('visitor='))!.split(';')[0]!;
      const next = await request(withCart.app).get('/appshell/data').set('Cookie', visitor);
      expect(next.body.cart.cartId).toBe(`cart-of-${visitor.slice('visitor='.length)}`);
      expect(cartCalls()).toBe(1);
    } finally {
      await cartTeam.close();
    }
  });

  it('is null, quickly, when team Checkout does not answer', async () => {
    const started = Date.now();
    const response = await request(gateway.app).get('/appshell/data');
    expect(response.body.cart).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
