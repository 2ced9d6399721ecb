import { textProblems } from '@storefront/platform/testing';
import { serverTextAreas } from './index';

test('every server text is written in all 8 languages, each key once', () => {
  expect(Object.keys(serverTextAreas).sort()).toEqual(['account', 'member-api', 'orders-api']);
  expect(textProblems(serverTextAreas)).toEqual([]);
});

// The browser texts (web/src/texts) hold none of these prefixes, and the browser gets only those and the platform's.
test('every server text is under a server prefix, which no browser text uses', () => {
  const prefixes = Object.values(serverTextAreas).flatMap((table) => Object.keys(table['en-US']).map((key) => key.split('/')[1]));
  expect([...new Set(prefixes)].sort()).toEqual(['AccountApi', 'MemberApi', 'OrdersApi']);
});
