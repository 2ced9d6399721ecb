import { textProblems } from '@storefront/platform/testing';
import { textAreas } from './index';

// The gateway merges every team's published texts and the platform's into one table per language: each text must be
// there in all 8 languages, once.
test('every text Checkout publishes is written in all 8 languages, each key once', () => {
  expect(Object.keys(textAreas).length).toBeGreaterThan(0);
  expect(textProblems(textAreas)).toEqual([]);
});
