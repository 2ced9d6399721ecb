import { usePhrase } from '@storefront/platform';
import { CheckoutSection } from '../checkout-form/checkout-section';
import { ChoiceGroup } from '../checkout-form/choice-group';
import { useFieldError } from '../checkout-form/use-field-error';
import { useCheckout, useCheckoutStore } from '../checkout-store/use-checkout';
import { CardFields } from './card-fields';
import { paysByCard } from './start-purchase';
import type { CardInput } from './tokenize-card';

interface PaymentSectionProps {
  card: CardInput;
  onCardChange(card: CardInput): void;
}

/** Card, invoice or gift card; a method the cart cannot use is shown with why. */
export function PaymentSection({ card, onCardChange }: PaymentSectionProps) {
  const t = usePhrase();
  const store = useCheckoutStore();
  const state = useCheckout();
  const { paymentMethods, form } = state.checkout;
  const methodError = useFieldError('selectedPaymentMethodId');
  const chosenContent =
    form.selectedPaymentMethodId === 'invoice' ? (
      <p className="k_CheckoutSection__note">{t('/Checkout/Payment/InvoiceHint')}</p>
    ) : paysByCard(state) ? (
      <CardFields card={card} onChange={onCardChange} />
    ) : null;

  return (
    <CheckoutSection title={t('/Checkout/Payment/Heading')}>
      <ChoiceGroup
        legend={t('/Checkout/Payment/Choose')}
        name="selectedPaymentMethodId"
        required
        error={methodError}
        value={form.selectedPaymentMethodId}
        onChoose={(id) => void store.change({ selectedPaymentMethodId: id })}
        choices={paymentMethods.map((method) => ({
          value: method.id,
          label: method.name,
          details: method.isAvailable ? method.description : (method.unavailableReason ?? method.description),
          disabled: !method.isAvailable,
        }))}
        chosenContent={chosenContent}
      />
    </CheckoutSection>
  );
}
