import { useId } from 'react';
import { formatPrice, useCulture, usePhrase } from '@storefront/platform';
import { useCheckout, useCheckoutStore } from '../checkout-store/use-checkout';
import { CheckField } from './check-field';
import { CheckoutSection } from './checkout-section';
import { useFieldError } from './use-field-error';

/** The greeting on the card in the parcel is at most 200 characters. */
export const greetingMaxLength = 200;

export function GiftWrapSection() {
  const t = usePhrase();
  const culture = useCulture();
  const store = useCheckoutStore();
  const { checkout } = useCheckout();
  const giftWrap = checkout.form.giftWrapGreetingInformation ?? { wrap: false, greeting: '' };
  const greetingId = useId();
  const counterId = `${greetingId}-counter`;
  const errorId = `${greetingId}-error`;
  const error = useFieldError('giftWrapGreetingInformation.greeting', 'giftWrapGreetingInformation');
  const price = t('/Checkout/PlusPrice', { price: formatPrice(checkout.giftWrapPrice, culture) });
  const set = (next: Partial<typeof giftWrap>) => void store.change({ giftWrapGreetingInformation: { ...giftWrap, ...next } });

  return (
    <CheckoutSection title={t('/Checkout/GiftWrap/Heading')}>
      <CheckField label={`${t('/Checkout/GiftWrap/Wrap')} (${price})`} checked={giftWrap.wrap} onCheckedChange={(wrap) => set({ wrap })} />
      {giftWrap.wrap && (
        <div className="k_Field" data-invalid={error ? true : undefined}>
          <label className="k_Field__label" htmlFor={greetingId}>
            {t('/Checkout/GiftWrap/Greeting')}
          </label>
          <textarea
            id={greetingId}
            name="giftWrapGreetingInformation.greeting"
            className="k_Field__input k_Field__textarea"
            rows={3}
            maxLength={greetingMaxLength}
            value={giftWrap.greeting}
            aria-invalid={error ? true : undefined}
            aria-describedby={[counterId, error && errorId].filter(Boolean).join(' ')}
            onChange={(event) => set({ greeting: event.target.value.slice(0, greetingMaxLength) })}
          />
          <p id={counterId} className="k_Field__hint">
            {t('/Checkout/GiftWrap/Counter', { count: giftWrap.greeting.length, max: greetingMaxLength })}
          </p>
          {error && (
            <p id={errorId} className="k_Field__error">
              {error}
            </p>
          )}
        </div>
      )}
    </CheckoutSection>
  );
}
