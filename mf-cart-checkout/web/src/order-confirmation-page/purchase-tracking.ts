import type { Bus, Money } from '@storefront/platform';
import type { OrderTracking } from '../../../contract/order-confirmation';
import { readJson, writeJson, type KeyValueStorage } from '../browser-storage/safe-storage';

/** Order receipt tracking is sent once per transaction id, remembered locally, delayed 1 s. */
export const trackedTransactionsKey = 'trackedtransactions';
export const purchaseTrackingDelayMs = 1000;
const rememberedTransactions = 50;

export interface PurchaseTrackingTargets {
  storage: KeyValueStorage;
  bus: Bus;
  dataLayer(): { push(entry: unknown): unknown } | undefined;
}

const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.every((id) => typeof id === 'string');
const trackedIds = (storage: KeyValueStorage) => readJson(storage, trackedTransactionsKey, isIdList) ?? [];

// The tag manager counts in major units; this is the one place money leaves integer minor units.
const inMajorUnits = (money: Money) => money.amount / 100;

function dataLayerEntry(tracking: OrderTracking) {
  const transaction = tracking.trackingInformationTransaction;
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: transaction.id,
      value: inMajorUnits(transaction.revenue),
      shipping: inMajorUnits(transaction.shipping),
      currency: transaction.revenue.currency,
      ...(transaction.coupon && { coupon: transaction.coupon }),
      items: tracking.trackingInformationProducts.map((product) => ({
        item_id: product.id,
        quantity: product.quantity,
        price: inMajorUnits(product.price),
      })),
    },
  };
}

/**
 * Sends the order receipt 1 s from now, unless it has expired or this transaction was sent before (here or in another
 * tab); the returned function cancels it (the shopper left at once: the next visit sends it).
 */
export function schedulePurchaseTracking(tracking: OrderTracking, targets: PurchaseTrackingTargets, delayMs = purchaseTrackingDelayMs): () => void {
  const transaction = tracking.trackingInformationTransaction;
  const isSent = () => trackedIds(targets.storage).includes(transaction.id);
  if (tracking.isTrackingExpired || isSent()) return () => undefined;
  const timer = setTimeout(() => {
    if (isSent()) return;
    writeJson(targets.storage, trackedTransactionsKey, [...trackedIds(targets.storage), transaction.id].slice(-rememberedTransactions));
    targets.bus.emit('tracking:purchase', {
      transactionId: transaction.id,
      revenue: transaction.revenue,
      products: tracking.trackingInformationProducts.map(({ id, quantity }) => ({ id, quantity })),
    });
    targets.dataLayer()?.push(dataLayerEntry(tracking));
  }, delayMs);
  return () => clearTimeout(timer);
}
