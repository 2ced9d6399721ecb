import { filter, firstValueFrom, map, throwError, timeout } from 'rxjs';
import type { Bus, EventMap } from '@storefront/platform';

/** No answer from the cart in this time (its remote did not load, say) counts as a failed addition. */
export const addToCartTimeoutMs = 10_000;

/** The cart did not add the item; `message` is the cart's reason in the shopper's language, when it gave one. */
export class AddToCartRejectedError extends Error {
  override readonly name = 'AddToCartRejectedError';
  constructor(readonly reason: string | undefined) {
    super(reason ?? 'The cart did not answer the addition');
  }
}

export interface AddToCartRequestOptions {
  timeoutMs?: number;
  newRequestId?: () => string;
}

let requestCounter = 0;
function randomRequestId(): string {
  requestCounter += 1;
  const random = typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Math.random().toString(36).slice(2);
  return `add-${random}-${requestCounter}`;
}

/**
 * Asks the cart team to add (`cart:item-added` with a fresh request id) and waits for its answer
 * (`cart:item-add-settled` with that id): resolves when the server has the item, rejects when it has not or
 * when no answer comes in time.
 */
export async function requestAddToCart(
  bus: Pick<Bus, 'emit' | 'on'>,
  item: { code: string; quantity: number },
  { timeoutMs = addToCartTimeoutMs, newRequestId = randomRequestId }: AddToCartRequestOptions = {},
): Promise<EventMap['cart:item-add-settled']> {
  const requestId = newRequestId();
  // Listening before asking: the answer may come at once.
  const answer = firstValueFrom(
    bus.on('cart:item-add-settled').pipe(
      map((event) => event.payload),
      filter((settled) => settled.requestId === requestId),
      timeout({ first: timeoutMs, with: () => throwError(() => new AddToCartRejectedError(undefined)) }),
    ),
  );
  bus.emit('cart:item-added', { ...item, requestId });
  const settled = await answer;
  if (!settled.success) throw new AddToCartRejectedError(settled.message);
  return settled;
}
