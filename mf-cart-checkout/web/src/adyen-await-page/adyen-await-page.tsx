import { useEffect, useMemo, useRef, useState } from 'react';
import { useObservable, usePhrase } from '@storefront/platform';
import type { AdyenAwaitViewModel } from '../../../contract/payment';
import { useCheckoutEnvironment } from '../checkout-store/checkout-environment';
import { ChallengeDialog } from '../payment/challenge-dialog';
import { createChallengePrompt } from '../payment/challenge-prompt';
import { finishPurchase, PurchaseFailedError } from '../payment/finish-purchase';
import { postPaymentDetails } from '../payment/post-payment-details';
import { serverMessageOf } from '../checkout-store/server-message';
import '../focus.css';
import './adyen-await-page.css';

type Finishing = { status: 'finishing' } | { status: 'failed'; message?: string | undefined };

/**
 * `/checkout/await` (AdyenAwaitViewModel): the payment provider sends the shopper back here. The page posts what the
 * provider appended to adyen-details and moves on exactly as complete-purchase would.
 */
export default function AdyenAwaitPage({ page }: { page: AdyenAwaitViewModel }) {
  const t = usePhrase();
  const environment = useCheckoutEnvironment();
  const challenge = useMemo(createChallengePrompt, []);
  const action = useObservable(challenge.current$, challenge.current());
  const [finishing, setFinishing] = useState<Finishing>({ status: 'finishing' });
  const posted = useRef<string | null>(null);

  useEffect(() => {
    // Once per payment, also when React runs effects twice.
    if (posted.current === page.pspReference) return;
    posted.current = page.pspReference;
    const { http, bus, submitForm, assignLocation } = environment;
    postPaymentDetails(http, { pspReference: page.pspReference, details: page.details })
      .then((response) =>
        finishPurchase(response, {
          http,
          askChallengeCode: (next) => challenge.ask(next),
          receivePage: () => undefined,
          submitForm,
          assignLocation,
          // The await address must not come back with Back: it would post the result again.
          navigate: (url) => bus.emit('page:navigate-request', { url, replace: true }),
        }),
      )
      .catch((error: unknown) => {
        const message = error instanceof PurchaseFailedError ? error.shopperMessage : serverMessageOf(error);
        setFinishing({ status: 'failed', message });
      });
  }, [environment, challenge, page.pspReference, page.details]);

  return (
    <div className="k_AwaitPage">
      <h1 className="k_AwaitPage__heading">{t('/Checkout/Await/Heading')}</h1>
      {finishing.status === 'finishing' ? (
        <p className="k_AwaitPage__status" role="status">
          <span className="k_AwaitPage__spinner" aria-hidden="true" />
          {t('/Checkout/Await/Finishing')}
        </p>
      ) : (
        <div className="k_AwaitPage__problem" role="alert">
          <p>{finishing.message ?? t('/Checkout/Await/Failed')}</p>
          <a className="k_AwaitPage__back" href="/checkout">
            {t('/Checkout/Await/BackToCheckout')}
          </a>
        </div>
      )}
      <ChallengeDialog action={action} onSubmit={challenge.answer} onCancel={challenge.cancel} />
    </div>
  );
}
