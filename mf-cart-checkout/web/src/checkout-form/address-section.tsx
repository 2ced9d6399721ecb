import { usePhrase } from '@storefront/platform';
import type { Address } from '../../../contract/checkout-form';
import { useCheckout, useCheckoutStore } from '../checkout-store/use-checkout';
import { AddressFields } from './address-fields';
import { CheckField } from './check-field';
import { CheckoutSection } from './checkout-section';

const emptyAddressIn = (countryCode: Address['countryCode']): Address => ({
  firstName: '',
  lastName: '',
  street: '',
  postalCode: '',
  city: '',
  countryCode,
});

/** The billing address, and a delivery address of its own when the shopper asks for one. */
export function AddressSection() {
  const t = usePhrase();
  const store = useCheckoutStore();
  const { customerInfo } = useCheckout().checkout.form;
  const { billingAddress, hasAlternativeDeliveryAddress } = customerInfo;
  const deliveryAddress = customerInfo.alternativeDeliveryAddress ?? emptyAddressIn(billingAddress.countryCode);

  return (
    <CheckoutSection title={t('/Checkout/Address/Heading')}>
      <AddressFields
        address={billingAddress}
        section="billing"
        errorPath="customerInfo.billingAddress"
        onChange={(address) => void store.change({ customerInfo: { ...customerInfo, billingAddress: address } })}
      />
      <CheckField
        label={t('/Checkout/Address/OtherDeliveryAddress')}
        checked={hasAlternativeDeliveryAddress}
        onCheckedChange={(checked) =>
          void store.change({ customerInfo: { ...customerInfo, hasAlternativeDeliveryAddress: checked, alternativeDeliveryAddress: deliveryAddress } })
        }
      />
      {hasAlternativeDeliveryAddress && (
        <fieldset className="k_AddressSection__delivery">
          <legend className="k_AddressSection__legend">{t('/Checkout/Address/DeliveryAddress')}</legend>
          <AddressFields
            address={deliveryAddress}
            section="shipping"
            errorPath="customerInfo.alternativeDeliveryAddress"
            onChange={(address) => void store.change({ customerInfo: { ...customerInfo, alternativeDeliveryAddress: address } })}
          />
        </fieldset>
      )}
    </CheckoutSection>
  );
}
