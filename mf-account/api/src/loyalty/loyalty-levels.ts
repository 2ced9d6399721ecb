import type { Culture, MemberOrder } from '@storefront/platform';
import type { LoyaltyLevel, LoyaltyStatus } from '../../../contract/loyalty';
import { ordersApiText } from '../pages/orders-api-text';

/** The club's levels by points earned in the last 365 days; names and benefits are phrases `/OrdersApi/Loyalty/…`. */
export const levelDefinitions = [
  { id: 'member', minPoints: 0, benefitCount: 3 },
  { id: 'silver', minPoints: 2_000, benefitCount: 3 },
  { id: 'gold', minPoints: 5_000, benefitCount: 4 },
] as const;

export const pointsWindowDays = 365;

export function loyaltyLevels(culture: Culture): LoyaltyLevel[] {
  const text = ordersApiText(culture);
  return levelDefinitions.map(({ id, minPoints, benefitCount }) => ({
    id,
    name: text(`/OrdersApi/Loyalty/${id}/Name`),
    minPoints,
    benefits: Array.from({ length: benefitCount }, (_, index) => text(`/OrdersApi/Loyalty/${id}/Benefit${index + 1}`)),
  }));
}

/** Points of the orders that count: placed, shipped or delivered within the last 365 days (not cancelled or returned). */
export function pointsOf(orders: readonly Pick<MemberOrder, 'status' | 'createdAt' | 'loyaltyPoints'>[], now: number): number {
  const since = now - pointsWindowDays * 24 * 60 * 60_000;
  return orders
    .filter((order) => ['placed', 'shipped', 'delivered'].includes(order.status) && Date.parse(order.createdAt) > since)
    .reduce((sum, order) => sum + (order.loyaltyPoints ?? 0), 0);
}

/** The level the points reach, and how far the next one is. */
export function loyaltyStatusOf(points: number, culture: Culture): LoyaltyStatus {
  const levels = loyaltyLevels(culture);
  const index = levels.findLastIndex((level) => level.minPoints <= points);
  const nextLevel = levels[index + 1] ?? null;
  return { level: levels[index]!, points, nextLevel, pointsToNextLevel: nextLevel ? nextLevel.minPoints - points : null };
}
