import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from '@storefront/platform';
import type { CheckoutForm } from '../../../contract/checkout-form';
import { givenAppShell, sek } from '../testing/fixtures';
import { aCheckoutPage, aCheckoutState, aFilledCustomerInfo, anAddress, anUpdateResponse, checkoutCart } from '../testing/checkout-fixtures';
import { flush, renderInCheckout } from '../testing/checkout-render';
import CheckoutPage from '../checkout-page/checkout-page';

const region = (name: string) => screen.getByRole('region', { name });
const pageWith = (form: Partial<CheckoutForm>) => aCheckoutPage({ checkout: aCheckoutState({}, form) });
/** The outcome under a code field: a live region the field points to. */
function codeMessage(input: HTMLElement): string | null | undefined {
  const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
  expect(message?.getAttribute('role')).toBe('status');
  return message?.textContent;
}
const click = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

beforeEach(() => givenAppShell());

describe('contact details', () => {
  test('typing the e-mail changes orderer and customer info, sends them, and remembers them on this device', async () => {
    const { http, storage } = renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'anna@example.com' } });
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('anna@example.com');
    await flush();
    expect(http.checkoutUpdates()[0]!.body).toMatchObject({ orderer: { email: 'anna@example.com' }, customerInfo: { email: 'anna@example.com' } });
    expect(JSON.parse(storage.getItem('customerinfo')!)).toMatchObject({ email: 'anna@example.com' });
  });

  test("the server's problem with a field shows once the shopper has left it", async () => {
    const { http } = renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    const email = screen.getByLabelText(/^E-mail/);
    fireEvent.change(email, { target: { value: 'anna@' } });
    await flush();
    const problem = { success: false, fieldErrors: { 'customerInfo.email': 'Enter an e-mail address like name@example.com.' } };
    http.last('/checkout/update').answer(anUpdateResponse(aCheckoutState({}, { customerInfo: aFilledCustomerInfo({ email: 'anna@' }) }), checkoutCart, { validationResult: problem }));
    await flush();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an e-mail address like name@example.com.').id).toBe(email.getAttribute('aria-describedby')?.split(' ')[1]);
  });

  test('"Fetch my address" sends setAddressByPersonalNumber, and the address the server found fills the fields', async () => {
    const { http } = renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    fireEvent.change(screen.getByLabelText(/^Personal identity number/), { target: { value: '198112189876' } });
    await click(screen.getByRole('button', { name: 'Fetch my address' }));
    await flush();
    const sent = http.checkoutUpdates().map((request) => request.body as { setAddressByPersonalNumber?: boolean });
    expect(sent.some((body) => body.setAddressByPersonalNumber)).toBe(true);
    const found = aCheckoutState({}, { customerInfo: aFilledCustomerInfo({ identificationNumber: '198112189876' }) });
    http.last('/checkout/update').answer(anUpdateResponse(found));
    await flush();
    expect((within(region('Address')).getByLabelText(/^Street address/) as HTMLInputElement).value).toBe('Storgatan 1');
  });

  test('"Fetch my address" for a number the register does not know shows why at the field', async () => {
    const { http } = renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    const field = screen.getByLabelText(/^Personal identity number/);
    fireEvent.change(field, { target: { value: '191212121213' } });
    fireEvent.blur(field);
    await click(screen.getByRole('button', { name: 'Fetch my address' }));
    await flush();
    const invalid = { success: false, fieldErrors: { 'orderer.identificationNumber': 'The personal identity number is not valid.' } };
    http.last('/checkout/update').answer(anUpdateResponse(aCheckoutState(), checkoutCart, { validationResult: invalid }));
    await flush();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The personal identity number is not valid.')).toBeTruthy();
  });

  test('"Fetch my address" without a number says what is missing at the field', async () => {
    renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    await click(screen.getByRole('button', { name: 'Fetch my address' }));
    const field = screen.getByLabelText(/^Personal identity number/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your personal identity number first.').id).toBe(field.getAttribute('aria-describedby')?.split(' ')[1]);
  });
});

describe('address', () => {
  test('"Deliver to another address" shows a delivery address group with shipping autocomplete', async () => {
    const { http } = renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    fireEvent.click(screen.getByLabelText('Deliver to another address'));
    const group = screen.getByRole('group', { name: 'Delivery address' });
    expect((within(group).getByLabelText(/^First name/) as HTMLInputElement).autocomplete).toBe('shipping given-name');
    fireEvent.change(within(group).getByLabelText(/^City/), { target: { value: 'Malmö' } });
    await flush();
    expect(http.checkoutUpdates()[0]!.body).toMatchObject({
      customerInfo: { hasAlternativeDeliveryAddress: true, alternativeDeliveryAddress: { city: 'Malmö', countryCode: 'SE' } },
    });
  });
});

describe('shipping', () => {
  test('a radio group of the methods with their prices', () => {
    renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    const group = screen.getByRole('group', { name: 'Choose a delivery method' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('.k_Choices__option')?.querySelector('label')?.textContent)).toEqual([
      'Home delivery 79 kr',
      'Delivery point 39 kr',
      'Store pickup Free',
    ]);
  });

  test('express handling is offered with a method that supports it, and choosing another method turns it off', async () => {
    const { http } = renderInCheckout(<CheckoutPage page={pageWith({ selectedShippingMethodId: 'home' })} />);
    const express = screen.getByLabelText('Express handling (+49 kr)') as HTMLInputElement;
    fireEvent.click(express);
    expect(express.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Store pickup/ }));
    expect(screen.queryByLabelText(/Express handling/)).toBeNull();
    await flush();
    expect(http.checkoutUpdates()[0]!.body).toEqual({ selectedShippingMethodId: 'store', selectedDeliveryPoint: null, useExpressHandling: false });
  });

  test('the delivery-point method loads the points near the postal code, and one can be chosen', async () => {
    const page = pageWith({ customerInfo: aFilledCustomerInfo({ billingAddress: anAddress({ postalCode: '11122' }) }) });
    const { http } = renderInCheckout(<CheckoutPage page={page} />);
    fireEvent.click(screen.getByRole('radio', { name: /Delivery point/ }));
    expect(screen.getByText('Loading delivery points…').getAttribute('role')).toBe('status');
    await waitFor(() => expect(http.requests.some((request) => request.url.startsWith('/api/shipping/delivery-points'))).toBe(true));
    const request = http.requests.find((sent) => sent.url.startsWith('/api/shipping/delivery-points'))!;
    expect(request.url).toBe('/api/shipping/delivery-points?method=deliveryPoint&postalCode=11122');
    await act(async () => {
      request.answer([
        { id: 'dp-1', name: 'Pressbyrån Centralen', street: 'Vasagatan 1', postalCode: '11120', city: 'Stockholm', distanceMeters: 450, openingHours: ['Mon–Fri 7–22'] },
        { id: 'dp-2', name: 'ICA Kvantum', street: 'Götgatan 9', postalCode: '11646', city: 'Stockholm', distanceMeters: 2300, openingHours: [] },
      ]);
    });
    const points = screen.getByRole('group', { name: 'Choose a delivery point' });
    const first = within(points).getByRole('radio', { name: 'Pressbyrån Centralen' });
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Vasagatan 1, 11120 Stockholm · 450 mOpening hours: Mon–Fri 7–22',
    );
    expect(within(points).getByText(/2\.3 km/)).toBeTruthy();
    fireEvent.click(within(points).getByRole('radio', { name: 'ICA Kvantum' }));
    await flush();
    // The method change is still on its way: the point waits for it, then follows.
    expect(http.checkoutUpdates()).toHaveLength(1);
    http.checkoutUpdates()[0]!.answer(anUpdateResponse(aCheckoutState({}, { ...page.checkout.form, selectedShippingMethodId: 'deliveryPoint' })));
    await flush();
    expect(http.checkoutUpdates()[1]!.body).toEqual({ selectedDeliveryPoint: { id: 'dp-2' } });
    expect((within(points).getByRole('radio', { name: 'ICA Kvantum' }) as HTMLInputElement).checked).toBe(true);
  });

  test('without a postal code the delivery points ask for one', () => {
    renderInCheckout(<CheckoutPage page={pageWith({ selectedShippingMethodId: 'deliveryPoint' })} />);
    expect(screen.getByText('Enter your postal code to see the delivery points near you.')).toBeTruthy();
  });

  test('a postal code the server does not take asks for one; a failed load offers a retry', async () => {
    const page = pageWith({ selectedShippingMethodId: 'deliveryPoint', customerInfo: aFilledCustomerInfo({ billingAddress: anAddress({ postalCode: '1112' }) }) });
    const { http } = renderInCheckout(<CheckoutPage page={page} />);
    const pointRequests = () => http.requests.filter((request) => request.url.startsWith('/api/shipping/delivery-points'));
    await waitFor(() => expect(pointRequests()).toHaveLength(1));
    await act(async () => pointRequests()[0]!.fail(new HttpError(400, '/api/shipping/delivery-points', null)));
    expect(screen.getByText('Enter your postal code to see the delivery points near you.')).toBeTruthy();

    fireEvent.change(within(region('Address')).getByLabelText(/^Postal code/), { target: { value: '11122' } });
    await waitFor(() => expect(pointRequests()).toHaveLength(2));
    await act(async () => pointRequests()[1]!.fail(new HttpError(503, '/api/shipping/delivery-points', null)));
    expect(screen.getByText('The delivery points could not be loaded.').closest('[role="alert"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(pointRequests()).toHaveLength(3));
  });
});

describe('gift wrap', () => {
  test('a greeting of at most 200 characters with a counter read with the field', async () => {
    const { http } = renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    fireEvent.click(screen.getByLabelText('Gift wrap my order (+29 kr)'));
    const greeting = screen.getByLabelText('Greeting on the card') as HTMLTextAreaElement;
    expect(greeting.maxLength).toBe(200);
    fireEvent.change(greeting, { target: { value: 'Happy birthday!' } });
    const counter = document.getElementById(greeting.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(counter?.textContent).toBe('15 of 200 characters');
    fireEvent.change(greeting, { target: { value: 'x'.repeat(250) } });
    expect(greeting.value).toHaveLength(200);
    await flush();
    expect(http.checkoutUpdates()[0]!.body).toEqual({ giftWrapGreetingInformation: { wrap: true, greeting: 'x'.repeat(200) } });
  });
});

describe('coupon codes', () => {
  test('a code goes with addedCodes; when the server applies it, it is listed with a remove button', async () => {
    const { http } = renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    const section = region('Coupon code');
    fireEvent.change(within(section).getByLabelText('Code'), { target: { value: 'SUMMER' } });
    await click(within(section).getByRole('button', { name: 'Add' }));
    await flush();
    expect(http.checkoutUpdates()[0]!.body).toEqual({ cart: { items: {}, addedCodes: ['SUMMER'], removedCodes: [] } });
    http.checkoutUpdates()[0]!.answer(anUpdateResponse(aCheckoutState(), { ...checkoutCart, appliedCouponCodes: ['SUMMER'] }));
    await flush();
    expect(codeMessage(within(section).getByLabelText('Code'))).toBe('The code SUMMER was added.');
    fireEvent.click(within(section).getByRole('button', { name: 'Remove SUMMER' }));
    await flush();
    expect(http.checkoutUpdates()[1]!.body).toEqual({ cart: { items: {}, addedCodes: [], removedCodes: ['SUMMER'] } });
  });

  test("a code the server does not apply shows its message at the field; Enter in the field adds, it does not purchase", async () => {
    const { http } = renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    const section = region('Coupon code');
    const input = within(section).getByLabelText('Code');
    fireEvent.change(input, { target: { value: 'NOPE' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await flush();
    http.checkoutUpdates()[0]!.answer(anUpdateResponse(aCheckoutState(), checkoutCart, { updateResult: { success: false, message: 'The code NOPE does not exist.' } }));
    await flush();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('The code NOPE does not exist.');
    expect(http.purchases()).toHaveLength(0);
  });
});

describe('gift cards', () => {
  test('the balance is checked first, then the card goes into payment.giftCardCodes', async () => {
    const { http } = renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    const section = region('Gift cards');
    fireEvent.change(within(section).getByLabelText('Gift card number'), { target: { value: 'GC-5000-1234' } });
    await click(within(section).getByRole('button', { name: 'Use gift card' }));
    expect(http.requests.map((request) => request.url)).toEqual(['/api/gift-cards/GC-5000-1234']);
    http.last('/api/gift-cards/GC-5000-1234').answer({ code: 'GC-5000-1234', balance: sek(500), expiresAt: '2030-01-01', isUsable: true });
    await flush();
    expect(codeMessage(within(section).getByLabelText('Gift card number'))).toBe('Gift card added. Balance: 500 kr.');
    expect(http.checkoutUpdates()[0]!.body).toEqual({ payment: { giftCardCodes: ['GC-5000-1234'] } });
    const used = aCheckoutState({ giftCards: [{ code: 'GC-5000-1234', amountUsed: sek(249), balanceAfter: sek(251) }] }, { payment: { giftCardCodes: ['GC-5000-1234'] } });
    http.checkoutUpdates()[0]!.answer(anUpdateResponse(used));
    await flush();
    const list = within(section).getByRole('list', { name: 'Gift cards used' });
    expect(within(list).getByText('Pays 249 kr, 251 kr left afterwards')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Remove •••• 1234' })).toBeTruthy();
  });

  test.each([
    ['an unknown card', (request: { fail(error: unknown): void }) => request.fail(new HttpError(404, '/api/gift-cards/X', null)), 'We could not find a gift card with that number.'],
    [
      'a card with nothing left',
      (request: { answer(data: unknown): void }) => request.answer({ code: 'X', balance: sek(0), expiresAt: '2030-01-01', isUsable: false }),
      'This gift card cannot be used (no balance left, or it has expired).',
    ],
  ])('%s is refused at the field', async (_case, respond, message) => {
    const { http } = renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    const section = region('Gift cards');
    const input = within(section).getByLabelText('Gift card number');
    fireEvent.change(input, { target: { value: 'X' } });
    await click(within(section).getByRole('button', { name: 'Use gift card' }));
    respond(http.last('/api/gift-cards/X') as never);
    await flush();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(codeMessage(input)).toBe(message);
    expect(http.checkoutUpdates()).toHaveLength(0);
  });
});

describe('club and newsletter', () => {
  test('club terms are asked for, and required, only when the server says so', () => {
    const { unmount } = renderInCheckout(<CheckoutPage page={aCheckoutPage()} />);
    expect(screen.queryByLabelText(/club terms/)).toBeNull();
    unmount();
    renderInCheckout(<CheckoutPage page={aCheckoutPage({ requiresClubTerms: true })} />);
    expect((screen.getByLabelText('I accept the club terms and become a club member') as HTMLInputElement).required).toBe(true);
  });
});
