import { textProblems } from '@storefront/platform/testing';
import { textAreas } from './index';

/** The key prefixes of the server's texts (api/src/texts): mails, refusals and page titles, never sent to browsers. */
const serverPrefixes = ['AccountApi', 'MemberApi', 'OrdersApi'];

// The gateway merges every team's published texts and the platform's into one table per language: each text must be
// there in all 8 languages, once.
test('every text Account publishes is written in all 8 languages, each key once', () => {
  expect(Object.keys(textAreas).length).toBeGreaterThan(0);
  expect(textProblems(textAreas)).toEqual([]);
});

test('no server text is published to browsers', () => {
  const published = Object.values(textAreas).flatMap((table) => Object.keys(table['en-US']));
  expect(published.filter((key) => serverPrefixes.includes(key.split('/')[1] ?? ''))).toEqual([]);
});
