import type { Culture, MemberOrder, ReturnKind } from '@storefront/platform';
import type { ReturnSubmitRequest, ReturnSubmitResponse } from '../../../contract/returns';
import type { AccountServices } from '../account-services';
import { ordersApiText } from '../pages/orders-api-text';
import { loadMemberOrder } from './member-orders';
import { findReturns, insertReturn, lockOrderForReturns, requestedQuantities } from './return-repository';
import { closedMessage, closedReason, reasonIds } from './return-rules';

/** The first thing wrong with the request for this order (unknown product or reason, more than is left), or null. */
function refusalOf(kind: ReturnKind, order: MemberOrder, request: ReturnSubmitRequest, requested: ReadonlyMap<string, number>, culture: Culture): string | null {
  const text = ordersApiText(culture);
  for (const line of request.lines) {
    const bought = order.lines.find((candidate) => candidate.code === line.code);
    if (!bought) return text('/OrdersApi/Returns/UnknownProduct', { code: line.code });
    if (!reasonIds[kind].includes(line.reasonId)) return text('/OrdersApi/Returns/UnknownReason');
    const left = Math.max(0, bought.quantity - (requested.get(line.code) ?? 0));
    if (line.quantity > left) return text('/OrdersApi/Returns/TooMany', { count: left, product: `${bought.brandName} ${bought.name}` });
  }
  return null;
}

/**
 * Stores a return or complaint of the member's own order. The order and its lines come from Checkout; what was
 * already asked for is counted under a lock on the member's order, so two submissions at once are judged one after
 * the other. A refusal (closed, unknown product or reason, more than is left) answers success false and stores nothing.
 */
export async function submitReturn(
  services: AccountServices,
  who: { memberId: string; culture: Culture },
  orderNumber: string,
  kind: ReturnKind,
  request: ReturnSubmitRequest,
): Promise<ReturnSubmitResponse> {
  const { memberId, culture } = who;
  const text = ordersApiText(culture);
  const order = await loadMemberOrder(services, memberId, orderNumber, culture);
  const closed = closedReason(kind, order, services.now());
  // "Nothing left" is judged below, per line, under the lock.
  if (closed && closed !== 'nothingLeft') return { success: false, message: closedMessage(kind, closed, order, culture) };
  const comment = request.comment?.trim() ?? '';
  const stored = await services.db.transaction(async (tx) => {
    await lockOrderForReturns(tx, memberId, orderNumber);
    const refusal = refusalOf(kind, order, request, await requestedQuantities(tx, memberId, orderNumber), culture);
    if (refusal) return { refusal };
    return { id: await insertReturn(tx, { memberId, orderNumber, kind, comment, lines: request.lines }) };
  });
  if ('refusal' in stored) return { success: false, message: stored.refusal };
  const saved = (await findReturns(services.db, memberId, [orderNumber])).get(orderNumber)?.find((candidate) => candidate.id === stored.id);
  return { success: true, message: text(kind === 'return' ? '/OrdersApi/Returns/ReturnReceived' : '/OrdersApi/Returns/ComplaintReceived'), request: saved! };
}
