import type { MemberOrder, MemberOrderSummary, OrderReturnRequest } from '@storefront/platform';

/** The order with the member's return and complaint requests: what is left to send back counts what was asked for. */
export function withReturns(order: MemberOrder, returns: readonly OrderReturnRequest[]): MemberOrder {
  const requested = new Map<string, number>();
  for (const request of returns) {
    if (request.status === 'rejected') continue;
    for (const line of request.lines) requested.set(line.code, (requested.get(line.code) ?? 0) + line.quantity);
  }
  return {
    ...order,
    lines: order.lines.map((line) => ({ ...line, returnableQuantity: Math.max(0, line.returnableQuantity - (requested.get(line.code) ?? 0)) })),
    returns: [...returns],
  };
}

/** The order as the order lists show it. */
export function summaryOf(order: MemberOrder): MemberOrderSummary {
  const { orderNumber, status, createdAt, total, itemCount, isOngoing, loyaltyPoints } = order;
  return { orderNumber, status, createdAt, total, itemCount, isOngoing, ...(loyaltyPoints !== undefined ? { loyaltyPoints } : {}) };
}
