import { deliveryPointById, deliveryPointsNear } from './delivery-points';

test('five delivery points per postal code, nearest first, with opening hours; always the same ones', () => {
  const points = deliveryPointsNear('SE', '111 22');
  expect(points).toHaveLength(5);
  expect(points.map((point) => point.id)).toEqual(['SE-11122-1', 'SE-11122-2', 'SE-11122-3', 'SE-11122-4', 'SE-11122-5']);
  for (const point of points) {
    expect(point).toEqual({ id: expect.any(String), name: expect.any(String), street: expect.stringMatching(/ \d+$/), postalCode: '11122', city: expect.any(String), distanceMeters: expect.any(Number), openingHours: expect.arrayContaining([expect.any(String)]) });
  }
  const distances = points.map((point) => point.distanceMeters!);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  expect(deliveryPointsNear('SE', '11122')).toEqual(points);
  expect(deliveryPointsNear('SE', '411 03')).not.toEqual(points);
});

test('a delivery point is found again by its id, only in its own market and for a real postal code', () => {
  const [, second] = deliveryPointsNear('PL', '00-950');
  expect(deliveryPointById('PL', second!.id)).toEqual(second);
  expect(deliveryPointById('SE', second!.id)).toBeNull();
  for (const id of ['SE-11122-6', 'SE-11122-0', 'SE-1-1', 'SE-ABCDE-1', 'nonsense']) expect(deliveryPointById('SE', id)).toBeNull();
});
