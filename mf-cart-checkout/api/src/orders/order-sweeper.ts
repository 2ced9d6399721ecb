import type { CheckoutServices } from '../checkout/checkout-services';
import { cancelOrder } from './cancel-order';
import { voidAuthorizations } from './void-authorizations';

/** An order still awaiting payment this long after it was made is given up. */
export const abandonedAfterMs = 30 * 60_000;
export const sweepIntervalMs = 60_000;
const batchSize = 100;

type SweeperServices = Pick<CheckoutServices, 'db' | 'coupons' | 'giftCards' | 'cardPayments' | 'logger' | 'stockChanged' | 'orderEventsWritten'>;

/**
 * Cancels the orders left awaiting payment for more than 30 minutes at `now` (a challenge never answered, a bank
 * page never returned from, a crash between the steps of a purchase): stock, coupons and gift cards are given back,
 * the cart's claim released, card authorizations voided. Returns how many it cancelled.
 */
export async function sweepAbandonedOrders(services: SweeperServices, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - abandonedAfterMs);
  let cancelled = 0;
  for (;;) {
    const stale = await services.db.query<{ id: string }>(
      "SELECT id FROM orders WHERE status = 'awaitingPayment' AND created_at < $1::timestamptz ORDER BY created_at LIMIT $2",
      [cutoff.toISOString(), batchSize],
    );
    for (const { id } of stale) {
      const result = await services.db.transaction((tx) => cancelOrder(tx, services, id, 'abandoned', true));
      if (result.cancelled) {
        cancelled += 1;
        services.stockChanged?.();
        services.orderEventsWritten?.();
      }
      await voidAuthorizations(services, result.pspReferencesToVoid);
    }
    if (stale.length < batchSize) return cancelled;
  }
}

export interface OrderSweeper {
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

/** Sweeps on start and then every minute; the timer never keeps the process alive. */
export function startOrderSweeper(services: SweeperServices & Pick<CheckoutServices, 'now'>, intervalMs = sweepIntervalMs): OrderSweeper {
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running) return;
    running = sweepAbandonedOrders(services, new Date(services.now()))
      .then((count) => {
        if (count > 0) services.logger.info({ count }, 'abandoned orders cancelled');
      })
      .catch((error: unknown) => services.logger.error({ err: (error as Error).message }, 'order sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
