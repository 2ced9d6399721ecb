import type { CheckoutForm } from '../../../contract/checkout-form';
import type { CompletePurchaseResponse } from '../../../contract/payment';
import type { Identity } from '@storefront/platform/server';
import { identityHeaders } from './test-app';

type Who = Partial<Identity>;

/** A JSON call to the cart server as the gateway makes it, for the shopper `who`. */
export async function call<Body = any>(baseUrl: string, method: 'GET' | 'POST', path: string, who: Who, body?: unknown): Promise<{ status: number; body: Body; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: { ...identityHeaders(who), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as Body, headers: response.headers };
}

/** Puts `quantities` (code → quantity) in the shopper's cart. */
export async function fillCart(baseUrl: string, who: Who, quantities: Record<string, number>): Promise<void> {
  const items = Object.fromEntries(Object.entries(quantities).map(([code, newQuantity]) => [code, { newQuantity, previousQuantity: 0 }]));
  const answer = await call(baseUrl, 'POST', '/cart/update', who, { items, addedCodes: Object.keys(quantities), isCheckoutPage: false });
  if (answer.status !== 200) throw new Error(`cart update failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** The test provider's card numbers (payment/test-provider/test-cards.ts). */
export const testCardNumbers = {
  authorized: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  challenge: '4000 0000 0000 3220',
  redirect: '4000 0000 0000 3063',
} as const;

/** A card tokenized by the test provider, as the browser does it. */
export async function cardToken(baseUrl: string, who: Who, number: string): Promise<string> {
  const answer = await call<{ token: string }>(baseUrl, 'POST', '/payment-provider/test/tokens', who, {
    number,
    expiryMonth: 12,
    expiryYear: new Date().getFullYear() + 3,
    cvc: '123',
    holderName: 'Anna Andersson',
  });
  if (answer.status !== 201) throw new Error(`tokenizing failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/** Skatteverket's test personnummer: valid, and nobody's. */
export const swedishTestNumber = '191212121212';

/** A Swedish checkout form that can be completed as it is: home delivery, paid by card with `token`. */
export function completeSwedishForm(token: string, overrides: Partial<CheckoutForm> = {}): CheckoutForm {
  return {
    orderer: { email: 'anna@example.se' },
    customerInfo: {
      billingAddress: { firstName: 'Anna', lastName: 'Andersson', street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', countryCode: 'SE' },
      email: 'anna@example.se',
      phoneNumber: '070-123 45 67',
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
    payment: token ? { card: { token }, giftCardCodes: [] } : { giftCardCodes: [] },
    ...overrides,
  };
}

export const completePurchase = (baseUrl: string, who: Who, form: CheckoutForm) =>
  call<CompletePurchaseResponse>(baseUrl, 'POST', '/checkout/completePurchase', who, form);
