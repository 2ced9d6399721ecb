import type { OrderConfirmationPageViewModel } from '../../../contract/order-confirmation';
import { aCartLine, sek } from '../testing/fixtures';
import { aCheckoutState, anAddress } from '../testing/checkout-fixtures';

export const anOrderConfirmationPage = (overrides: Partial<OrderConfirmationPageViewModel> = {}): OrderConfirmationPageViewModel => ({
  componentName: 'OrderConfirmationPageViewModel',
  url: '/orderconfirmation/B1000042',
  meta: { title: 'Thank you' },
  currentTheme: 'default',
  order: {
    orderNumber: 'B1000042',
    status: 'placed',
    createdAt: '2025-05-01T10:00:00Z',
    email: 'anna@example.com',
    lines: [
      aCartLine({ code: '100001', quantity: 2, price: { ...aCartLine().price, current: sek(498) } }),
      aCartLine({ code: '900001', entryName: 'Travel Mirror', displayName: '', quantity: 1, isGift: true, price: { ...aCartLine().price, current: sek(0) } }),
    ],
    summary: { ...aCheckoutState().summary, goods: sek(498), shipping: sek(49), giftCards: sek(100), toPay: sek(447), total: sek(547), loyaltyPointsEarned: 49 },
    shippingMethod: { id: 'home', name: 'Home delivery' },
    deliveryAddress: anAddress({ firstName: 'Anna', lastName: 'Berg', street: 'Storgatan 1', postalCode: '11122', city: 'Stockholm' }),
    couponCodes: [],
    payments: [
      { method: 'giftCard', amount: sek(100), description: 'Gift card •••• 1234' },
      { method: 'card', amount: sek(447), description: '•••• 1111' },
    ],
  },
  trackingInformationUser: { emailHashed: 'abc123' },
  trackingInformationProducts: [{ id: '100001', quantity: 2, price: sek(249) }],
  trackingInformationTransaction: { id: 'B1000042', revenue: sek(547), shipping: sek(49), coupon: 'SUMMER' },
  isTrackingExpired: false,
  ...overrides,
});
