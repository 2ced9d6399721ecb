import { textProblems } from '@storefront/platform/testing';
import { textAreas } from './index';

// The gateway merges every team's published texts and the platform's into one table per language: each text must be
// there in all 8 languages, once.
test('every text Social publishes is written in all 8 languages, each key once', () => {
  expect(Object.keys(textAreas).length).toBeGreaterThan(0);
  expect(textProblems(textAreas)).toEqual([]);
});

test("every key is team Social's own: it starts with /Social/", () => {
  const keys = Object.values(textAreas).flatMap((table) => Object.keys(table['en-US']));
  expect(keys.filter((key) => !key.startsWith('/Social/'))).toEqual([]);
});
