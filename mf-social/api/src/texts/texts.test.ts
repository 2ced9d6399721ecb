import { textProblems } from '@storefront/platform/testing';
import { serverTextAreas } from './index';

test('every server text is written in all 8 languages, each key once', () => {
  expect(Object.keys(serverTextAreas)).toEqual(['social-api']);
  expect(textProblems(serverTextAreas)).toEqual([]);
});

// The browser texts (web/src/texts) hold none of this prefix, and the browser gets only those and the platform's.
test('every server text is under /SocialApi/', () => {
  const prefixes = Object.values(serverTextAreas).flatMap((table) => Object.keys(table['en-US']).map((key) => key.split('/')[1]));
  expect(new Set(prefixes)).toEqual(new Set(['SocialApi']));
});
