import type { CheckoutForm } from '../../../contract/checkout-form';
import type { CheckoutChange } from './checkout-changes';

/**
 * Choosing another shipping method clears the selected delivery point and turns express handling off.
 * The server does the same; doing it here shows it at once.
 */
export function withShippingRule(change: CheckoutChange, form: CheckoutForm): CheckoutChange {
  const method = change.selectedShippingMethodId;
  if (method === undefined || method === form.selectedShippingMethodId) return change;
  return { ...change, selectedDeliveryPoint: null, useExpressHandling: false };
}
