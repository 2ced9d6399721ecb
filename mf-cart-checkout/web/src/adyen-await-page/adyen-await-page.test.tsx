import { screen } from '@testing-library/react';
import { HttpError } from '@storefront/platform';
import type { AdyenAwaitViewModel } from '../../../contract/payment';
import { givenAppShell } from '../testing/fixtures';
import { aCheckoutPage } from '../testing/checkout-fixtures';
import { flush, renderInCheckout } from '../testing/checkout-render';
import AdyenAwaitPage from './adyen-await-page';

const anAwaitPage = (): AdyenAwaitViewModel => ({
  componentName: 'AdyenAwaitViewModel',
  url: '/checkout/await?pspReference=psp-3063&redirectResult=approved',
  meta: { title: 'Payment' },
  currentTheme: 'default',
  pspReference: 'psp-3063',
  details: { redirectResult: 'approved' },
});

describe('AdyenAwaitPage', () => {
  beforeEach(() => givenAppShell());

  test('posts the payment result once on mount and says it is finishing the payment', async () => {
    // renderInCheckout renders in StrictMode: the effect runs twice, the post happens once.
    const { http } = renderInCheckout(<AdyenAwaitPage page={anAwaitPage()} />);
    expect(screen.getByRole('status').textContent).toBe('Finishing your payment…');
    await flush();
    expect(http.paymentDetails().map((request) => request.body)).toEqual([{ pspReference: 'psp-3063', details: { redirectResult: 'approved' } }]);
  });

  test('an order confirmation goes there, replacing the await address in the history', async () => {
    const { http, navigations } = renderInCheckout(<AdyenAwaitPage page={anAwaitPage()} />);
    http.last('/api/my/carts/current/adyen-details').answer({ orderConfirmationRedirectUrl: '/orderconfirmation/B1000043' });
    await flush();
    expect(navigations).toEqual([{ url: '/orderconfirmation/B1000043', replace: true }]);
  });

  test("a refusal shows the server's message and a way back to the checkout", async () => {
    const { http } = renderInCheckout(<AdyenAwaitPage page={anAwaitPage()} />);
    const refused = aCheckoutPage({ validationResult: { success: false, paymentErrorMessage: 'The payment was declined.' } });
    http.last('/api/my/carts/current/adyen-details').answer({ newPageData: refused });
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('The payment was declined.');
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe('/checkout');
    expect(screen.queryByRole('status')).toBeNull();
  });

  test.each([
    ['a failed request', (request: { fail(error: unknown): void }) => request.fail(new HttpError(502, '/api/my/carts/current/adyen-details', null))],
    ['an answer with nothing usable', (request: { answer(data: unknown): void }) => request.answer({})],
  ])('%s is a general failure', async (_case, respond) => {
    const { http } = renderInCheckout(<AdyenAwaitPage page={anAwaitPage()} />);
    respond(http.last('/api/my/carts/current/adyen-details') as never);
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('Your payment could not be completed.');
  });

  test('a further redirect is followed the same way as from the checkout (a form post with post data)', async () => {
    const { http, environment } = renderInCheckout(<AdyenAwaitPage page={anAwaitPage()} />);
    const postData = { action: 'https://psp.example/step-2', fields: { MD: 'x' } };
    http.last('/api/my/carts/current/adyen-details').answer({ paymentRedirectUrl: postData.action, paymentPostData: postData });
    await flush();
    expect(environment.submitForm).toHaveBeenCalledWith(postData, undefined);
  });
});
