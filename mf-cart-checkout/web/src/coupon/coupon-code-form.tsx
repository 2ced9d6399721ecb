import { useId, useState, type MouseEvent } from 'react';
import { Button, FormNeedsScript, usePhrase, type Cart } from '@storefront/platform';
import type { CouponCodeOutcome } from '../cart-store/cart-store';
import { useCartStore } from '../use-cart';
import './coupon-code-form.css';

/** A code the server did not take: the button shows rejected, the message stays by the field. */
class CouponCodeRefused extends Error {}

/** Entering a coupon code on the cart page, and the codes applied with a way to remove each. */
export function CouponCodeForm({ cart }: { cart: Cart }) {
  const t = usePhrase();
  const store = useCartStore();
  const inputId = useId();
  const problemId = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const [lastMessage, setLastMessage] = useState('');

  // The server's message goes to the coupon bar and the button's status; the field keeps a failure's.
  const settle = (outcome: CouponCodeOutcome) => {
    setLastMessage(outcome.message);
    if (!outcome.success) throw new CouponCodeRefused(outcome.message);
  };

  async function apply(event: MouseEvent<HTMLButtonElement>): Promise<void> {
    // The button submits on Enter too; the form itself is never sent.
    event.preventDefault();
    // An empty code is refused by the store without a request: its message shows by the field only.
    const outcome = await store.addCouponCode(code);
    setProblem(outcome.success ? '' : outcome.message);
    if (outcome.success) setCode('');
    settle(outcome);
  }

  if (cart.couponCodesDisabledMessage) {
    return <p className="k_CouponCodeForm__disabled">{cart.couponCodesDisabledMessage}</p>;
  }

  const statusTexts = { fulfilled: lastMessage || undefined, rejected: lastMessage || undefined };
  return (
    <div className="k_CouponCodeForm">
      <form className="k_CouponCodeForm__entry" noValidate onSubmit={(event) => event.preventDefault()}>
        <FormNeedsScript />
        <label className="k_CouponCodeForm__label" htmlFor={inputId}>
          {t('/Cart/CouponCode/Label')}
        </label>
        <div className="k_CouponCodeForm__row">
          <input
            id={inputId}
            className="k_CouponCodeForm__input"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            aria-invalid={problem !== ''}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setProblem('');
            }}
          />
          <Button type="submit" variant="secondary" statusTexts={statusTexts} onClick={apply}>
            {t('/Cart/CouponCode/Apply')}
          </Button>
        </div>
        {problem && (
          <p id={problemId} className="k_CouponCodeForm__problem">
            {problem}
          </p>
        )}
      </form>
      {cart.appliedCouponCodes.length > 0 && (
        <ul className="k_CouponCodeForm__applied" aria-label={t('/Cart/CouponCode/Applied')}>
          {cart.appliedCouponCodes.map((applied) => (
            <li key={applied} className="k_CouponCodeForm__code">
              <span>{applied}</span>
              <Button
                variant="ghost"
                aria-label={t('/Cart/CouponCode/Remove', { code: applied })}
                statusTexts={statusTexts}
                onClick={async () => settle(await store.removeCouponCode(applied))}
              >
                {t('/Cart/Remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
