import { formatPrice, useCulture, usePhrase, type Money } from '@storefront/platform';
import type { ShippingMethod } from '../../../contract/checkout';
import { useCheckout, useCheckoutStore } from '../checkout-store/use-checkout';
import { CheckField } from './check-field';
import { CheckoutSection } from './checkout-section';
import { ChoiceGroup } from './choice-group';
import { DeliveryPointPicker } from './delivery-point-picker';
import { useFieldError } from './use-field-error';

function MethodLabel({ method }: { method: ShippingMethod }) {
  const t = usePhrase();
  const culture = useCulture();
  const isReduced = method.originalPrice && method.originalPrice.amount > method.price.amount;
  return (
    <>
      <span className="k_Choices__name">{method.name}</span>
      <span className="k_Choices__price">
        {isReduced && method.originalPrice && (
          <s className="k_Choices__ordinary">
            <span className="p_visually-hidden">{t('/Checkout/Shipping/OrdinaryPrice')} </span>
            {formatPrice(method.originalPrice, culture)}
          </s>
        )}{' '}
        {method.price.amount === 0 ? t('/Checkout/Shipping/Free') : formatPrice(method.price, culture)}
      </span>
    </>
  );
}

/** Shipping method (choosing one clears the delivery point and express handling), delivery point, express. */
export function ShippingSection() {
  const t = usePhrase();
  const culture = useCulture();
  const store = useCheckoutStore();
  const { checkout } = useCheckout();
  const { selectedShippingMethodId, useExpressHandling } = checkout.form;
  const chosen = checkout.shippingMethods.find((method) => method.id === selectedShippingMethodId);
  const methodError = useFieldError('selectedShippingMethodId');
  const plus = (price: Money) => t('/Checkout/PlusPrice', { price: formatPrice(price, culture) });

  return (
    <CheckoutSection title={t('/Checkout/Shipping/Heading')}>
      <ChoiceGroup
        legend={t('/Checkout/Shipping/Choose')}
        name="selectedShippingMethodId"
        required
        error={methodError}
        value={selectedShippingMethodId}
        onChoose={(id) => void store.change({ selectedShippingMethodId: id })}
        choices={checkout.shippingMethods.map((method) => ({
          value: method.id,
          label: <MethodLabel method={method} />,
          details: `${method.deliveryTime} · ${method.description}`,
        }))}
        chosenContent={chosen?.requiresDeliveryPoint ? <DeliveryPointPicker /> : null}
      />
      {chosen?.supportsExpressHandling && (
        <CheckField
          label={`${t('/Checkout/Shipping/Express')} (${plus(checkout.expressHandlingPrice)})`}
          hint={t('/Checkout/Shipping/ExpressHint')}
          checked={useExpressHandling}
          onCheckedChange={(checked) => void store.change({ useExpressHandling: checked })}
        />
      )}
    </CheckoutSection>
  );
}
