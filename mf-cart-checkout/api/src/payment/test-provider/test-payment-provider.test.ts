import { randomUUID } from 'node:crypto';
import { ResponseError } from '@storefront/platform/server';
import { describeOnEachBackend } from '../../testing/test-app';
import type { AuthorizeRequest } from '../card-payment-provider';
import { cardTokenRequest, saveCardToken } from './card-tokens';
import { createTestPaymentProvider } from './test-payment-provider';

const march2030 = new Date('2030-03-10T10:00:00Z');

describeOnEachBackend('the test payment provider', (context) => {
  const provider = (now = march2030) => createTestPaymentProvider({ db: context().db, now: () => now });
  const tokenFor = async (number: string, expiry = { expiryMonth: 12, expiryYear: 2031 }) =>
    (await saveCardToken(context().db, cardTokenRequest(() => march2030).parse({ number, ...expiry, cvc: '737', holderName: 'Test Shopper' }))).token;
  const request = (token: string, overrides: Partial<AuthorizeRequest> = {}): AuthorizeRequest => ({
    orderNumber: `T-${randomUUID()}`,
    amount: { amount: 49_900, currency: 'SEK' },
    card: { token },
    returnUrl: '/checkout/await',
    shopperReference: 'visitor:v-1',
    ...overrides,
  });
  const statusOf = async (pspReference: string) =>
    (await context().db.query<{ status: string }>('SELECT status FROM test_provider_payments WHERE psp_reference = $1', [pspReference]))[0]?.status;

  describe('authorize, by test card', () => {
    test('4111 1111 1111 1111 is authorized, described by its last four digits', async () => {
      const outcome = await provider().authorize(request(await tokenFor('4111111111111111')));
      expect(outcome).toEqual({ kind: 'authorized', pspReference: expect.stringMatching(/^[0-9A-Z]{16}$/), description: '•••• 1111' });
    });

    test('…0002 is declined and …9995 has insufficient funds', async () => {
      expect(await provider().authorize(request(await tokenFor('4000000000000002')))).toMatchObject({ kind: 'refused', refusalCode: 'declined' });
      expect(await provider().authorize(request(await tokenFor('4000000000009995')))).toMatchObject({ kind: 'refused', refusalCode: 'insufficientFunds' });
    });

    test('…0259 is authorized, but only after the provider has taken its time', async () => {
      const started = Date.now();
      const slowProvider = createTestPaymentProvider({ db: context().db, now: () => march2030, slowCardMs: 300 });
      const outcome = await slowProvider.authorize(request(await tokenFor('4000000000000259')));
      expect(outcome).toMatchObject({ kind: 'authorized', description: '•••• 0259' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    });

    test('…3220 asks for a challenge and …3063 redirects to the hosted bank page', async () => {
      const challenge = await provider().authorize(request(await tokenFor('4000000000003220')));
      expect(challenge).toEqual({ kind: 'challenge', pspReference: expect.any(String), prompt: expect.stringContaining('1234') });
      const redirect = await provider().authorize(request(await tokenFor('4000000000003063')));
      expect(redirect).toEqual({ kind: 'redirect', pspReference: expect.any(String), url: `/payment-provider/test/redirect/${redirect.pspReference}` });
      expect(await statusOf(challenge.pspReference)).toBe('pending');
    });

    test('an unknown token is refused as such, and a card that expired since it was tokenized as expired', async () => {
      expect(await provider().authorize(request('tok_no-such-token'))).toMatchObject({ kind: 'refused', refusalCode: 'unknownToken' });
      const token = await tokenFor('4111111111111111', { expiryMonth: 3, expiryYear: 2030 });
      expect(await provider(new Date('2030-04-01T00:00:00Z')).authorize(request(token))).toMatchObject({ kind: 'refused', refusalCode: 'expiredCard' });
      expect(await provider(new Date('2030-03-31T23:00:00Z')).authorize(request(token))).toMatchObject({ kind: 'authorized' });
    });

    test('authorizing the same order again, even at once, gives the same payment and outcome', async () => {
      const token = await tokenFor('4000000000003220');
      const order = request(token);
      const outcomes = await Promise.all(Array.from({ length: 10 }, () => provider().authorize(order)));
      expect(new Set(outcomes.map((outcome) => JSON.stringify(outcome))).size).toBe(1);
      expect(await provider().authorize(order)).toEqual(outcomes[0]);
      const rows = await context().db.query('SELECT psp_reference FROM test_provider_payments WHERE order_number = $1', [order.orderNumber]);
      expect(rows).toHaveLength(1);
      await expect(provider().authorize({ ...order, amount: { amount: 100, currency: 'SEK' } })).rejects.toThrow(/another amount/);
    });

    test('a request no checkout should send is a programming error', async () => {
      const token = await tokenFor('4111111111111111');
      await expect(provider().authorize(request(token, { amount: { amount: 0, currency: 'SEK' } }))).rejects.toThrow(/minor units/);
      await expect(provider().authorize(request(token, { returnUrl: '//elsewhere.example/steal' }))).rejects.toThrow(/return URL/);
      await expect(provider().authorize(request(token, { returnUrl: 'javascript:alert(1)' }))).rejects.toThrow(/return URL/);
      await expect(provider().authorize(request(token, { orderNumber: '' }))).rejects.toThrow(/order number/);
    });
  });

  describe('submitDetails', () => {
    test('the challenge code 1234 authorizes; asking again gives the same answer', async () => {
      const { pspReference } = await provider().authorize(request(await tokenFor('4000000000003220')));
      const outcome = await provider().submitDetails(pspReference, { challengeCode: '1234' });
      expect(outcome).toEqual({ kind: 'authorized', pspReference, description: '•••• 3220' });
      expect(await provider().submitDetails(pspReference, { challengeCode: '0000' })).toEqual(outcome);
      expect(await statusOf(pspReference)).toBe('authorized');
    });

    test('any other code fails the challenge for good', async () => {
      const { pspReference } = await provider().authorize(request(await tokenFor('4000000000003220')));
      expect(await provider().submitDetails(pspReference, { challengeCode: '4321' })).toEqual({ kind: 'refused', pspReference, refusalCode: 'challengeFailed' });
      expect(await provider().submitDetails(pspReference, { challengeCode: '1234' })).toEqual({ kind: 'refused', pspReference, refusalCode: 'challengeFailed' });
    });

    test('simultaneous answers to one challenge finish it once', async () => {
      const { pspReference } = await provider().authorize(request(await tokenFor('4000000000003220')));
      const codes = ['1234', '0000', '1234', '9999', '1234', '1111'];
      const outcomes = await Promise.all(codes.map((challengeCode) => provider().submitDetails(pspReference, { challengeCode })));
      expect(new Set(outcomes.map((outcome) => JSON.stringify(outcome))).size).toBe(1);
    });

    test('details without the needed field are a 400 and leave the payment pending', async () => {
      const { pspReference } = await provider().authorize(request(await tokenFor('4000000000003220')));
      const missing = await provider().submitDetails(pspReference, { redirectResult: 'x' }).catch((error: unknown) => error);
      expect(missing).toBeInstanceOf(ResponseError);
      expect(missing).toMatchObject({ status: 400, code: 'bad_payment_details' });
      expect(await statusOf(pspReference)).toBe('pending');
      expect(await provider().submitDetails(pspReference, { challengeCode: '1234' })).toMatchObject({ kind: 'authorized' });
    });

    test('an unknown payment is a 404', async () => {
      await expect(provider().submitDetails('0000000000000000', { challengeCode: '1234' })).rejects.toMatchObject({ status: 404, code: 'payment_not_found' });
    });

    test('a payment finished at once only repeats its outcome', async () => {
      const declined = await provider().authorize(request(await tokenFor('4000000000000002')));
      expect(await provider().submitDetails(declined.pspReference, { challengeCode: '1234' })).toEqual(declined);
      const authorized = await provider().authorize(request(await tokenFor('4111111111111111')));
      expect(await provider().submitDetails(authorized.pspReference, {})).toEqual(authorized);
    });

    test('a redirect result the bank page never gave is refused', async () => {
      const { pspReference } = await provider().authorize(request(await tokenFor('4000000000003063')));
      expect(await provider().submitDetails(pspReference, { redirectResult: 'forged-result-forged-result-forged-result-x' })).toEqual({
        kind: 'refused',
        pspReference,
        refusalCode: 'declined',
      });
      expect(await statusOf(pspReference)).toBe('refused');
    });
  });

  describe('cancel', () => {
    test('voids an authorization; twice is fine; the order then answers as refused', async () => {
      const order = request(await tokenFor('4111111111111111'));
      const { pspReference } = await provider().authorize(order);
      await provider().cancel(pspReference);
      await provider().cancel(pspReference);
      expect(await statusOf(pspReference)).toBe('cancelled');
      expect(await provider().authorize(order)).toEqual({ kind: 'refused', pspReference, refusalCode: 'declined' });
      expect(await provider().submitDetails(pspReference, {})).toEqual({ kind: 'refused', pspReference, refusalCode: 'declined' });
    });

    test('a cancelled challenge can no longer be passed', async () => {
      const { pspReference } = await provider().authorize(request(await tokenFor('4000000000003220')));
      await provider().cancel(pspReference);
      expect(await provider().submitDetails(pspReference, { challengeCode: '1234' })).toMatchObject({ kind: 'refused' });
    });

    test('a refused payment stays refused, and an unknown one is no error', async () => {
      const { pspReference } = await provider().authorize(request(await tokenFor('4000000000009995')));
      await provider().cancel(pspReference);
      expect(await statusOf(pspReference)).toBe('refused');
      await expect(provider().cancel('ZZZZZZZZZZZZZZZZ')).resolves.toBeUndefined();
    });
  });
});
