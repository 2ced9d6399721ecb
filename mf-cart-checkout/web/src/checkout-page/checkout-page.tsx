import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Button, FormNeedsScript, usePhrase } from '@storefront/platform';
import type { CheckoutPageViewModel } from '../../../contract/checkout';
import { CartEmpty } from '../cart-empty/cart-empty';
import { AddressSection } from '../checkout-form/address-section';
import { ConsentsSection } from '../checkout-form/consents-section';
import { ContactSection } from '../checkout-form/contact-section';
import { CouponSection } from '../checkout-form/coupon-section';
import { GiftWrapSection } from '../checkout-form/gift-wrap-section';
import { ShippingSection } from '../checkout-form/shipping-section';
import { useCheckoutEnvironment } from '../checkout-store/checkout-environment';
import { createCheckoutStore } from '../checkout-store/checkout-store';
import { CheckoutStoreContext, useCheckout, useCheckoutStore } from '../checkout-store/use-checkout';
import { CheckoutSummary } from '../checkout-summary/checkout-summary';
import { ChallengeDialog } from '../payment/challenge-dialog';
import { GiftCardSection } from '../payment/gift-card-section';
import { PaymentSection } from '../payment/payment-section';
import { paysByCard } from '../payment/start-purchase';
import { emptyCard } from '../payment/tokenize-card';
import { CheckoutLines } from './checkout-lines';
import { firstProblemIn } from '../checkout-form/first-problem';
import { TouchedFieldsContext, useTouchedFields } from '../checkout-form/touched-fields';
import { pageErrorOf } from './page-error';
import '../focus.css';
import '../checkout-form/fields.css';
import './checkout-page.css';

function CheckoutForm() {
  const t = usePhrase();
  const store = useCheckoutStore();
  const state = useCheckout();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const [card, setCard] = useState(emptyCard);
  const [isFormInvalid, setFormInvalid] = useState(false);
  // Bumped after a failed submit: once the page shows the answer, focus goes to the first problem.
  const [focusRequest, setFocusRequest] = useState(0);
  const summaryHeadingId = useId();
  const [touched, onBlur] = useTouchedFields();
  const error = isFormInvalid ? { message: t('/Checkout/Errors/CheckFields'), canRetry: false } : pageErrorOf(state, t);

  useEffect(() => {
    if (focusRequest === 0 || !form.current) return;
    (firstProblemIn(form.current) ?? alert.current)?.focus();
  }, [focusRequest]);

  async function completePurchase(event: MouseEvent<HTMLButtonElement>): Promise<void> {
    // Enter in a field clicks this button too (implicit submission): the submit is taken over and the form checked here.
    event.preventDefault();
    const element = form.current;
    if (!element) return;
    const isValid = element.checkValidity();
    setFormInvalid(!isValid);
    if (!isValid) {
      element.reportValidity();
      setFocusRequest((count) => count + 1);
      throw new Error('The checkout form has invalid fields');
    }
    try {
      await store.completePurchase(paysByCard(store.getState()) ? { card } : {});
    } catch (failure) {
      setFocusRequest((count) => count + 1);
      throw failure;
    }
  }

  return (
    <TouchedFieldsContext.Provider value={touched}>
      <form ref={form} className="k_CheckoutPage__form" onBlur={onBlur} onSubmit={(event) => event.preventDefault()}>
        <FormNeedsScript />
        <div ref={alert} className="k_CheckoutPage__alert" role="alert" tabIndex={-1}>
          {error && (
            <>
              <p>{error.message}</p>
              {error.canRetry && (
                <button type="button" className="k_LinkButton" onClick={() => store.retryUpdate()}>
                  {t('/Common/Retry')}
                </button>
              )}
            </>
          )}
        </div>
        <div className="k_CheckoutPage__layout">
          <div className="k_CheckoutPage__steps">
            <CheckoutLines />
            <ContactSection />
            <AddressSection />
            <ShippingSection />
            <GiftWrapSection />
            <CouponSection />
            <GiftCardSection />
            <PaymentSection card={card} onCardChange={setCard} />
            <ConsentsSection />
          </div>
          <aside className="k_CheckoutPage__summary" aria-labelledby={summaryHeadingId}>
            <h2 id={summaryHeadingId} className="k_CheckoutPage__summaryHeading">
              {t('/Checkout/Summary/Heading')}
            </h2>
            <CheckoutSummary summary={state.checkout.summary} isUpdating={state.isUpdating} />
            <Button
              type="submit"
              className="k_CheckoutPage__complete"
              onClick={completePurchase}
              disabled={state.purchase.status === 'leaving'}
            >
              {t('/Checkout/CompletePurchase')}
            </Button>
          </aside>
        </div>
      </form>
    </TouchedFieldsContext.Provider>
  );
}

function CheckoutContent() {
  const t = usePhrase();
  const store = useCheckoutStore();
  const state = useCheckout();
  const isEmpty = state.cart.items.length === 0 && state.purchase.status === 'idle';
  return (
    <div className="k_CheckoutPage">
      <h1 className="k_CheckoutPage__heading">{t('/Checkout/Heading')}</h1>
      {isEmpty ? <CartEmpty takeFocus={false} /> : <CheckoutForm />}
      <ChallengeDialog action={state.purchase.challenge} onSubmit={store.answerChallenge} onCancel={store.cancelChallenge} />
    </div>
  );
}

/** `/checkout` (CheckoutPageViewModel): one store per page data, restored from what this device remembers. */
export default function CheckoutPage({ page }: { page: CheckoutPageViewModel }) {
  const environment = useCheckoutEnvironment();
  const store = useMemo(() => createCheckoutStore({ ...environment, page }), [environment, page]);
  useEffect(() => store.restoreSaved(), [store]);
  return (
    <CheckoutStoreContext.Provider value={store}>
      <CheckoutContent />
    </CheckoutStoreContext.Provider>
  );
}
