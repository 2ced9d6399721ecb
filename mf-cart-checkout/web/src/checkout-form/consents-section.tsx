import { usePhrase } from '@storefront/platform';
import { useCheckout, useCheckoutStore } from '../checkout-store/use-checkout';
import { CheckField } from './check-field';
import { CheckoutSection } from './checkout-section';
import { useFieldError } from './use-field-error';

/** Club terms (when the shopper is not a member yet) and the newsletter by e-mail and text message. */
export function ConsentsSection() {
  const t = usePhrase();
  const store = useCheckoutStore();
  const { checkout, requiresClubTerms } = useCheckout();
  const { clubTerms, emailSubscription, textSubscription } = checkout.form;
  const termsError = useFieldError('clubTerms');
  return (
    <CheckoutSection title={t('/Checkout/Consents/Heading')}>
      {requiresClubTerms && (
        <CheckField
          name="clubTerms"
          label={t('/Checkout/Consents/ClubTerms')}
          hint={t('/Checkout/Consents/ClubTermsHint')}
          required
          error={termsError}
          checked={clubTerms}
          onCheckedChange={(checked) => void store.change({ clubTerms: checked })}
        />
      )}
      <CheckField
        label={t('/Checkout/Consents/Email')}
        checked={emailSubscription}
        onCheckedChange={(checked) => void store.change({ emailSubscription: checked })}
      />
      <CheckField
        label={t('/Checkout/Consents/Text')}
        checked={textSubscription}
        onCheckedChange={(checked) => void store.change({ textSubscription: checked })}
      />
    </CheckoutSection>
  );
}
