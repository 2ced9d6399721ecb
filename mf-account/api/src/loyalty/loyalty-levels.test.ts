import { cultures } from '@storefront/platform';
import { anOrder, daysAgo } from '../testing/orders';
import { clubFaq } from './club-faq';
import { loyaltyLevels, loyaltyStatusOf, pointsOf } from './loyalty-levels';

const now = Date.parse('2026-03-15T12:00:00Z');

test('points: placed, shipped and delivered orders of the last 365 days', () => {
  const orders = [
    anOrder({ createdAt: daysAgo(1, now), loyaltyPoints: 100 }),
    anOrder({ createdAt: daysAgo(10, now), shippedAt: daysAgo(9, now), loyaltyPoints: 200 }),
    anOrder({ createdAt: daysAgo(364, now), shippedAt: daysAgo(360, now), status: 'delivered', loyaltyPoints: 400 }),
    anOrder({ createdAt: daysAgo(366, now), shippedAt: daysAgo(365, now), status: 'delivered', loyaltyPoints: 800 }),
    anOrder({ createdAt: daysAgo(5, now), status: 'cancelled', loyaltyPoints: 1_600 }),
    anOrder({ createdAt: daysAgo(5, now), status: 'returned', loyaltyPoints: 3_200 }),
    { ...anOrder({ createdAt: daysAgo(2, now) }), loyaltyPoints: undefined },
  ];
  expect(pointsOf(orders, now)).toBe(700);
  expect(pointsOf([], now)).toBe(0);
});

test('the level the points reach and the way to the next', () => {
  expect(loyaltyStatusOf(0, 'en-US')).toMatchObject({ level: { id: 'member', name: 'Member', minPoints: 0 }, points: 0, nextLevel: { id: 'silver' }, pointsToNextLevel: 2_000 });
  expect(loyaltyStatusOf(1_999, 'en-US')).toMatchObject({ level: { id: 'member' }, pointsToNextLevel: 1 });
  expect(loyaltyStatusOf(2_000, 'en-US')).toMatchObject({ level: { id: 'silver' }, nextLevel: { id: 'gold' }, pointsToNextLevel: 3_000 });
  expect(loyaltyStatusOf(5_000, 'sv-SE')).toMatchObject({ level: { id: 'gold', name: 'Guld' }, nextLevel: null, pointsToNextLevel: null });
  expect(loyaltyStatusOf(123_456, 'en-US').level.id).toBe('gold');
});

test.each(cultures)('levels, benefits and the FAQ are written in %s', (culture) => {
  const levels = loyaltyLevels(culture);
  expect(levels.map((level) => [level.id, level.minPoints, level.benefits.length])).toEqual([['member', 0, 3], ['silver', 2_000, 3], ['gold', 5_000, 4]]);
  for (const text of levels.flatMap((level) => [level.name, ...level.benefits])) expect(text).not.toMatch(/^\/OrdersApi\//);
  expect(clubFaq[culture].length).toBeGreaterThanOrEqual(6);
  expect(clubFaq[culture].length).toBeLessThanOrEqual(8);
  for (const entry of clubFaq[culture]) {
    expect(entry.question.trim()).toMatch(/\?$/);
    expect(entry.answer.length).toBeGreaterThan(30);
  }
  // The FAQ states the rules the server applies.
  const text = clubFaq[culture].map((entry) => entry.answer).join(' ');
  for (const figure of ['365', '30', '3']) expect(text).toContain(figure);
  expect(text).toMatch(/2[ .,\u00a0]?000/);
  expect(text).toMatch(/5[ .,\u00a0]?000/);
});
