import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describeOnEachBackend, identityHeaders } from '../../testing/test-app';
import { createTestPaymentProvider } from './test-payment-provider';

const futureYear = new Date().getUTCFullYear() + 2;
const cardForm = (number: string) => ({ number, expiryMonth: 12, expiryYear: futureYear, cvc: '737', holderName: 'Test Shopper' });

describeOnEachBackend('the test provider endpoints', (context) => {
  const provider = () => createTestPaymentProvider({ db: context().db });
  const tokenize = (body: unknown) => request(context().url).post('/payment-provider/test/tokens').set(identityHeaders()).send(body as object);
  const page = (path: string) => request(context().url).get(`/payment-provider/test${path}`).set(identityHeaders());
  const answer = (pspReference: string, decision: 'approve' | 'decline') =>
    request(context().url).post(`/payment-provider/test/redirect/${pspReference}/${decision}`).set(identityHeaders()).type('form').send('');
  const redirectPayment = async (returnUrl = '/checkout/await') => {
    const { token } = (await tokenize(cardForm('4000 0000 0000 3063'))).body as { token: string };
    const outcome = await provider().authorize({
      orderNumber: `T-${randomUUID()}`,
      amount: { amount: 123_450, currency: 'SEK' },
      card: { token },
      returnUrl,
      shopperReference: 'visitor:v-1',
    });
    if (outcome.kind !== 'redirect') throw new Error(`expected a redirect, got ${outcome.kind}`);
    return outcome;
  };
  const resultOf = (location: string) => new URL(location, 'http://shop.example').searchParams;

  describe('POST /payment-provider/test/tokens', () => {
    test('a test card becomes a token; only its brand, last four digits and behaviour are kept', async () => {
      const response = await tokenize(cardForm('4111 1111 1111 1111'));
      expect(response.status).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({ token: expect.stringMatching(/^tok_[A-Za-z0-9_-]{32}$/), brand: 'visa', last4: '1111' });
      const [stored] = await context().db.query<Record<string, unknown>>('SELECT * FROM test_provider_card_tokens WHERE token = $1', [response.body.token]);
      expect(stored).toMatchObject({ brand: 'visa', last4: '1111', behaviour: 'authorize', expiry_month: 12, expiry_year: futureYear });
      expect(JSON.stringify(stored)).not.toMatch(/4111111111111111|4111 1111|737/);
    });

    test('each call gives a new token', async () => {
      const [first, second] = await Promise.all([tokenize(cardForm('5555555555554444')), tokenize(cardForm('5555555555554444'))]);
      expect(first.body.brand).toBe('mastercard');
      expect(first.body.token).not.toBe(second.body.token);
    });

    test.each([
      ['a Luhn mistake', { number: '4111 1111 1111 1112' }, 'number'],
      ['too short', { number: '4111 1111 111' }, 'number'],
      ['not a test card', { number: '4242 4242 4242 4242' }, 'number'],
      ['an expired card', { expiryMonth: 1, expiryYear: 2020 }, 'expiryYear'],
      ['month 13', { expiryMonth: 13 }, 'expiryMonth'],
      ['a bad CVC', { cvc: '7a7' }, 'cvc'],
      ['no name', { holderName: '' }, 'holderName'],
      ['a line break in the name', { holderName: 'Test\nShopper' }, 'holderName'],
      ['a NUL in the name', { holderName: 'Test Shopper\u0000' }, 'holderName'],
      ['half an emoji in the name', { holderName: 'Test Shopper \ud83d' }, 'holderName'],
      ['a NUL in the number', { number: '4111 1111 1111 1111\u0000' }, 'number'],
    ])('%s is a 400 naming the field, and nothing is stored', async (_what, change, field) => {
      const tokenCount = async () => (await context().db.query<{ count: number }>('SELECT count(*)::int AS count FROM test_provider_card_tokens'))[0]?.count;
      const before = await tokenCount();
      const response = await tokenize({ ...cardForm('4111111111111111'), ...change });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'bad_request', fields: { [field]: expect.any(String) } });
      expect(await tokenCount()).toBe(before);
    });

    test('a body that is not JSON, or no body, is a 400', async () => {
      const broken = await request(context().url).post('/payment-provider/test/tokens').set(identityHeaders()).set('content-type', 'application/json').send('{"number":');
      expect(broken.status).toBe(400);
      expect((await tokenize(undefined)).status).toBe(400);
    });

    test('without the gateway identity it is a 401', async () => {
      const response = await request(context().url).post('/payment-provider/test/tokens').send(cardForm('4111111111111111'));
      expect(response.status).toBe(401);
    });
  });

  describe('the hosted bank page', () => {
    test('is a complete, accessible page with the amount and two answers, and nothing inline', async () => {
      const { url } = await redirectPayment();
      const response = await request(context().url).get(url).set(identityHeaders());
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toContain("style-src 'self'");
      expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
      const html = response.text;
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain('<h1 id="bank-heading">Test bank</h1>');
      expect(html).toContain('<main aria-labelledby="bank-heading">');
      expect(html).toContain('1 234,50 kr');
      expect(html).toContain(`<form method="post" action="${url}/approve"><button type="submit" class="approve">Approve</button></form>`);
      expect(html).toContain(`<form method="post" action="${url}/decline"><button type="submit" class="decline">Decline</button></form>`);
      expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
      const stylesheet = html.match(/<link rel="stylesheet" href="([^"]+)">/)![1]!;
      const css = await request(context().url).get(stylesheet).set(identityHeaders());
      expect(css.status).toBe(200);
      expect(css.headers['content-type']).toMatch(/^text\/css/);
      expect(css.text).toContain('.approve');
    });

    test('Approve sends the browser back with a redirect result that authorizes the payment', async () => {
      const { pspReference } = await redirectPayment('/checkout/await?step=card');
      const response = await answer(pspReference, 'approve');
      expect(response.status).toBe(303);
      const location = response.headers.location as string;
      expect(location).toMatch(/^\/checkout\/await\?step=card&pspReference=[0-9A-Z]{16}&redirectResult=[A-Za-z0-9_-]{43}$/);
      const result = resultOf(location);
      expect(result.get('pspReference')).toBe(pspReference);
      expect(await provider().submitDetails(pspReference, { redirectResult: result.get('redirectResult')! })).toEqual({
        kind: 'authorized',
        pspReference,
        description: '•••• 3063',
      });
    });

    test('Decline sends the browser back with a result that refuses it', async () => {
      const { pspReference } = await redirectPayment();
      const response = await answer(pspReference, 'decline');
      expect(response.status).toBe(303);
      const redirectResult = resultOf(response.headers.location as string).get('redirectResult')!;
      expect(await provider().submitDetails(pspReference, { redirectResult })).toEqual({ kind: 'refused', pspReference, refusalCode: 'declined' });
    });

    test("a forged redirect result is refused, even after the shopper approved, and another payment's result does not fit", async () => {
      const first = await redirectPayment();
      const second = await redirectPayment();
      const firstResult = resultOf((await answer(first.pspReference, 'approve')).headers.location as string).get('redirectResult')!;
      await answer(second.pspReference, 'approve');
      expect(await provider().submitDetails(second.pspReference, { redirectResult: firstResult })).toMatchObject({ kind: 'refused', refusalCode: 'declined' });
      const forged = `${firstResult.slice(0, -1)}${firstResult.endsWith('A') ? 'B' : 'A'}`;
      expect(await provider().submitDetails(first.pspReference, { redirectResult: forged })).toMatchObject({ kind: 'refused' });
    });

    test('the first answer stands: a second click and the page itself send the browser back with the same result', async () => {
      const { pspReference, url } = await redirectPayment();
      const approved = await answer(pspReference, 'approve');
      const declinedLater = await answer(pspReference, 'decline');
      expect(declinedLater.status).toBe(303);
      expect(declinedLater.headers.location).toBe(approved.headers.location);
      const again = await request(context().url).get(url).set(identityHeaders());
      expect(again.status).toBe(303);
      expect(again.headers.location).toBe(approved.headers.location);
      const redirectResult = resultOf(approved.headers.location as string).get('redirectResult')!;
      expect(await provider().submitDetails(pspReference, { redirectResult })).toMatchObject({ kind: 'authorized' });
      expect(await provider().submitDetails(pspReference, { redirectResult })).toMatchObject({ kind: 'authorized' });
    });

    test('a payment cancelled before the shopper answered can no longer be approved', async () => {
      const { pspReference, url } = await redirectPayment();
      await provider().cancel(pspReference);
      expect((await request(context().url).get(url).set(identityHeaders())).status).toBe(409);
      const approve = await answer(pspReference, 'approve');
      expect(approve.status).toBe(409);
      expect(approve.text).toContain('already finished');
    });

    test('a NUL in a payment reference is a 400, and the payment still waits for the shopper’s answer', async () => {
      const { pspReference } = await redirectPayment();
      expect((await page(`/redirect/${pspReference}%00`)).status).toBe(400);
      expect((await answer(`${pspReference}%00`, 'approve')).status).toBe(400);
      const open = await page(`/redirect/${pspReference}`);
      expect(open.status).toBe(200);
    });

    test('an unknown or malformed payment reference is a 404 page; a challenge payment has no bank page', async () => {
      for (const path of ['/redirect/0000000000000000', '/redirect/%3Cscript%3E']) {
        const response = await page(path);
        expect(response.status).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.text).not.toContain('<script');
      }
      const { token } = (await tokenize(cardForm('4000000000003220'))).body as { token: string };
      const challenge = await provider().authorize({
        orderNumber: `T-${randomUUID()}`,
        amount: { amount: 100, currency: 'SEK' },
        card: { token },
        returnUrl: '/checkout/await',
        shopperReference: 'visitor:v-1',
      });
      expect((await answer(challenge.pspReference, 'approve')).status).toBe(404);
      expect((await provider().submitDetails(challenge.pspReference, { challengeCode: '1234' })).kind).toBe('authorized');
    });
  });
});
