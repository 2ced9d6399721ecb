import { textProblems } from '@storefront/platform/testing';
import { textAreas } from './index';

// The gateway merges every team's published texts and the platform's into one table per language: each text must be
// there in all 8 languages, once. (A .tsx test: the catalog's web tests run in the browser-like project.)
test('every text the catalog publishes is written in all 8 languages, each key once', () => {
  expect(Object.keys(textAreas).length).toBeGreaterThan(0);
  expect(textProblems(textAreas)).toEqual([]);
});
