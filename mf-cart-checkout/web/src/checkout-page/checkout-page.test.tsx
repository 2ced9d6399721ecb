import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CheckoutPageViewModel } from '../../../contract/checkout';
import { aCart, givenAppShell } from '../testing/fixtures';
import { aCheckoutPage, aCheckoutState, aFilledCustomerInfo, anUpdateResponse } from '../testing/checkout-fixtures';
import { flush, renderInCheckout } from '../testing/checkout-render';
import CheckoutPage from './checkout-page';

/** A shopper who has filled everything in except the card. */
const aReadyPage = (overrides: Partial<CheckoutPageViewModel> = {}) =>
  aCheckoutPage({
    checkout: aCheckoutState({}, { customerInfo: aFilledCustomerInfo(), orderer: { email: 'anna@example.com' }, selectedShippingMethodId: 'home', selectedPaymentMethodId: 'card' }),
    ...overrides,
  });

const region = (name: string) => screen.getByRole('region', { name });
const completeButton = () => screen.getByRole('button', { name: 'Complete purchase' });

function typeCard() {
  fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: '4000 0000 0000 3220' } });
  fireEvent.change(screen.getByLabelText(/Expiry month/), { target: { value: '03' } });
  fireEvent.change(screen.getByLabelText(/Expiry year/), { target: { value: '30' } });
  fireEvent.change(screen.getByLabelText(/Security code/), { target: { value: '737' } });
  fireEvent.change(screen.getByLabelText(/Name on card/), { target: { value: 'Anna Berg' } });
}

describe('CheckoutPage', () => {
  beforeEach(() => givenAppShell());

  test('has a heading and a named section for every step, and the summary with its total', () => {
    renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkout');
    for (const name of ['Your products', 'Contact details', 'Address', 'Delivery', 'Gift wrapping', 'Coupon code', 'Gift cards', 'Payment', 'Club and newsletter']) {
      expect(region(name)).toBeTruthy();
    }
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const rows = Object.fromEntries(within(summary).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(rows).toEqual({ Products: '249 kr', Shipping: 'Free', 'To pay': '249 kr' });
    expect(within(summary).getByText('You earn 24 loyalty points')).toBeTruthy();
    expect(completeButton().getAttribute('type')).toBe('submit');
  });

  test('contact and address fields are labelled, required and typed for the browser to fill in', () => {
    renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    const email = screen.getByLabelText(/^E-mail/) as HTMLInputElement;
    expect([email.type, email.autocomplete, email.required]).toEqual(['email', 'email', true]);
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    const phone = screen.getByLabelText(/^Mobile phone/) as HTMLInputElement;
    expect([phone.type, phone.autocomplete, phone.inputMode]).toEqual(['tel', 'tel', 'tel']);
    const postalCode = within(region('Address')).getByLabelText(/^Postal code/) as HTMLInputElement;
    expect([postalCode.autocomplete, postalCode.inputMode, postalCode.required]).toEqual(['billing postal-code', 'numeric', true]);
    expect((screen.getByLabelText(/^Personal identity number/) as HTMLInputElement).inputMode).toBe('numeric');
  });

  test('the card fields appear with the card method, with cc-* autocomplete', () => {
    renderInCheckout(<CheckoutPage page={aReadyPage()} />);
    const autocomplete = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).autocomplete;
    expect([/Card number/, /Expiry month/, /Expiry year/, /Security code/, /Name on card/].map(autocomplete)).toEqual([
      'cc-number',
      'cc-exp-month',
      'cc-exp-year',
      'cc-csc',
      'cc-name',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Invoice' }));
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(screen.getByText(/We check your personal identity number/)).toBeTruthy();
  });

  test('a payment method the cart cannot use is disabled and says why', () => {
    renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    const giftCard = screen.getByRole('radio', { name: 'Gift card' }) as HTMLInputElement;
    expect(giftCard.disabled).toBe(true);
    expect(document.getElementById(giftCard.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The gift cards do not cover the order');
  });

  test('an empty cart says so and leads back to shopping', () => {
    renderInCheckout(<CheckoutPage page={aCheckoutPage({ cart: aCart({ items: [] }) })} />);
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Complete purchase' })).toBeNull();
  });

  test('changing a quantity of a line goes with the checkout update', async () => {
    const { http } = renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Aurora Hydra Serum 30 ml' }));
    await flush();
    expect(http.checkoutUpdates()[0]!.body).toEqual({
      cart: { items: { '200001': { previousQuantity: 2, newQuantity: 3 } }, addedCodes: [], removedCodes: [] },
    });
  });

  test('with required fields empty, nothing is sent, the page says so and focus goes to the first of them', async () => {
    const { http } = renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    await act(async () => {
      fireEvent.click(completeButton());
    });
    await flush();
    expect(http.purchases()).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('Please check the marked fields.');
    expect(document.activeElement).toBe(screen.getByLabelText(/^E-mail/));
  });

  test("the server's field errors show at their fields, the page error in the alert, and focus moves to the first", async () => {
    const invoiceForm = { ...aReadyPage().checkout.form, selectedPaymentMethodId: 'invoice' as const };
    const { http } = renderInCheckout(<CheckoutPage page={aReadyPage({ checkout: aCheckoutState({}, invoiceForm) })} />);
    fireEvent.change(screen.getByLabelText(/^Personal identity number/), { target: { value: '1234' } });
    await flush();
    const withNumber = { ...invoiceForm, orderer: { email: 'anna@example.com', identificationNumber: '1234' } };
    http.last('/checkout/update').answer(anUpdateResponse(aCheckoutState({}, withNumber)));
    await act(async () => {
      fireEvent.click(completeButton());
    });
    await flush();
    const refused = aReadyPage({
      checkout: aCheckoutState({}, withNumber),
      validationResult: {
        success: false,
        errorMessage: 'Please check your details.',
        fieldErrors: {
          'customerInfo.billingAddress.postalCode': 'Enter a postal code with 5 digits.',
          'orderer.identificationNumber': 'The personal identity number is not valid.',
        },
      },
    });
    http.last('/checkout/completePurchase').answer({ newPageData: refused });
    await flush();

    expect(screen.getByRole('alert').textContent).toBe('Please check your details.');
    const idNumber = screen.getByLabelText(/^Personal identity number/);
    expect(idNumber.getAttribute('aria-invalid')).toBe('true');
    expect(idNumber.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'The personal identity number is not valid.',
    );
    const postalCode = within(region('Address')).getByLabelText(/^Postal code/);
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(idNumber);
  });

  test('the challenge dialog asks for the code, posts it, and the confirmation follows', async () => {
    const { http, navigations } = renderInCheckout(<CheckoutPage page={aReadyPage()} />);
    typeCard();
    await act(async () => {
      fireEvent.click(completeButton());
    });
    await flush();
    http.last('/payment-provider/test/tokens').answer({ token: 'tok_3220', last4: '3220', brand: 'visa' });
    await flush();
    http.last('/checkout/completePurchase').answer({
      initialPaymentResultAction: 'needsClientProcessing',
      paymentAction: { type: 'challenge', pspReference: 'psp-3220', prompt: 'Enter the code your bank sent you' },
    });
    await flush();

    const dialog = screen.getByRole('dialog', { name: 'Confirm your payment' });
    expect(within(dialog).getByText('Enter the code your bank sent you')).toBeTruthy();
    const code = within(dialog).getByLabelText('Verification code') as HTMLInputElement;
    expect(code.autocomplete).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.submit(code.form!);
    await flush();
    expect(http.paymentDetails()[0]!.body).toEqual({ pspReference: 'psp-3220', details: { challengeCode: '1234' } });
    expect(http.purchases()).toHaveLength(1);

    http.last('/api/my/carts/current/adyen-details').answer({ orderConfirmationRedirectUrl: '/orderconfirmation/B1000042' });
    await flush();
    expect(navigations).toEqual([{ url: '/orderconfirmation/B1000042' }]);
  });

  test('a refused card shows the server message in the alert and the button can be used again', async () => {
    const { http } = renderInCheckout(<CheckoutPage page={aReadyPage()} />);
    typeCard();
    await act(async () => {
      fireEvent.click(completeButton());
    });
    await flush();
    http.last('/payment-provider/test/tokens').answer({ token: 'tok_0002', last4: '0002', brand: 'visa' });
    await flush();
    const refused = aReadyPage({ validationResult: { success: false, paymentErrorMessage: 'The card was declined.' } });
    http.last('/checkout/completePurchase').answer({ newPageData: refused });
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('The card was declined.');
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    await waitFor(() => expect(completeButton().getAttribute('data-state')).not.toBe('pending'));
  });

  test('an update that fails after its retries is an alert with a retry', async () => {
    const { http } = renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    fireEvent.click(within(region('Club and newsletter')).getByLabelText('Send me offers and news by e-mail'));
    for (let attempt = 0; attempt < 4; attempt++) {
      await flush();
      http.checkoutUpdates()[attempt]!.fail(new Error('offline'));
    }
    await flush();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your changes could not be saved.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(http.checkoutUpdates()).toHaveLength(5);
  });
});
