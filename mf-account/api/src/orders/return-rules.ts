import type { Culture, MemberOrder, ReturnKind } from '@storefront/platform';
import type { ReturnInfo, ReturnReason } from '../../../contract/returns';
import { ordersApiText } from '../pages/orders-api-text';

/** The reasons a member chooses from, per kind; their texts are phrases `/OrdersApi/Reasons/{id}`. */
export const reasonIds: Record<ReturnKind, readonly string[]> = {
  return: ['changed-mind', 'wrong-shade-or-size', 'not-as-expected', 'ordered-by-mistake', 'arrived-late', 'other'],
  complaint: ['defective', 'damaged-in-transit', 'wrong-item', 'missing-item', 'skin-reaction', 'other'],
};

export function reasonsOf(kind: ReturnKind, culture: Culture): ReturnReason[] {
  const text = ordersApiText(culture);
  return reasonIds[kind].map((id) => ({ id, text: text(`/OrdersApi/Reasons/${id}`) }));
}

/** Returns are open 30 days from shipping (the day it left us stands in for delivery); complaints 3 years. */
export const returnDays = 30;
export const complaintYears = 3;

export function windowEnd(kind: ReturnKind, shippedAt: Date): Date {
  const end = new Date(shippedAt);
  if (kind === 'return') end.setUTCDate(end.getUTCDate() + returnDays);
  else end.setUTCFullYear(end.getUTCFullYear() + complaintYears);
  return end;
}

export type ClosedReason = 'cancelled' | 'notShipped' | 'windowOver' | 'nothingLeft';

/** Why the member cannot send anything of this order back now, or null when they can. */
export function closedReason(kind: ReturnKind, order: MemberOrder, now: number): ClosedReason | null {
  if (order.status === 'cancelled') return 'cancelled';
  if (!order.shippedAt || order.status === 'placed') return 'notShipped';
  if (now > windowEnd(kind, new Date(order.shippedAt)).getTime()) return 'windowOver';
  if (order.lines.every((line) => line.returnableQuantity === 0)) return 'nothingLeft';
  return null;
}

/** What the return (or complaint) page and call show: the order, the reasons, and whether it is open. */
export function returnInfoOf(kind: ReturnKind, order: MemberOrder, culture: Culture, now: number): ReturnInfo {
  const closed = closedReason(kind, order, now);
  const info: ReturnInfo = { kind, order, reasons: reasonsOf(kind, culture), isOpen: closed === null };
  if (closed) info.closedMessage = closedMessage(kind, closed, order, culture);
  return info;
}

export function closedMessage(kind: ReturnKind, closed: ClosedReason, order: MemberOrder, culture: Culture): string {
  const text = ordersApiText(culture);
  if (closed !== 'windowOver') return text(`/OrdersApi/Returns/Closed/${closed}`);
  const date = new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(windowEnd(kind, new Date(order.shippedAt!)));
  return text(kind === 'return' ? '/OrdersApi/Returns/Closed/returnWindowOver' : '/OrdersApi/Returns/Closed/complaintWindowOver', { date });
}
