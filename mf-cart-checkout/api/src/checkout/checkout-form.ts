import type { MarketCode } from '@storefront/platform';
import type { Address, CheckoutForm } from '../../../contract/checkout-form';

export const emptyAddress = (market: MarketCode): Address => ({
  firstName: '',
  lastName: '',
  street: '',
  postalCode: '',
  city: '',
  countryCode: market,
});

/** The form of a checkout nobody has touched yet: home delivery, nothing else chosen. */
export function emptyCheckoutForm(market: MarketCode): CheckoutForm {
  return {
    orderer: { email: '' },
    customerInfo: {
      billingAddress: emptyAddress(market),
      email: '',
      phoneNumber: '',
      hasAlternativeDeliveryAddress: false,
      hasEnoughInfoToCompletePurchase: false,
    },
    selectedPaymentMethodId: null,
    selectedShippingMethodId: 'home',
    selectedDeliveryPoint: null,
    useExpressHandling: false,
    giftWrapGreetingInformation: null,
    clubTerms: false,
    emailSubscription: false,
    textSubscription: false,
    cart: { items: {}, addedCodes: [], removedCodes: [] },
    payment: { giftCardCodes: [] },
  };
}
