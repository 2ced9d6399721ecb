import request from 'supertest';
import { signedIdentityHeaders } from '@storefront/platform/server/testing';
import type { Database } from '@storefront/platform/server';
import { testApp, testIdentitySecret, testServices } from './testing/test-app';

/** Building the app needs no database. */
const noDatabase = {} as Database;

// The gateway sends the document's phrases with every page render (every team's browser texts and the platform's,
// some 35 kB in Swedish): more than the 32 kB the rest of the server takes.
test('a page render is asked with the document’s phrases, far above the other routes’ body limit', async () => {
  const languagePhrases = Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`/MyPages/Text${index}`, 'En text på mina sidor']));
  const answer = await request(testApp(testServices(noDatabase)))
    .post('/internal/page-html')
    .set(signedIdentityHeaders(testIdentitySecret, { service: 'gateway' }))
    .send({
      page: { componentName: 'MyPagesStartPageViewModel', url: '/my-pages' },
      appShell: { languagePhrases, currentLanguage: { culture: 'sv-SE' }, currentCountry: { alpha2: 'SE' } },
    });
  expect(JSON.stringify(languagePhrases).length).toBeGreaterThan(64 * 1024);
  // The test's remote renders no page: 404 for its page type, not 413 for the body.
  expect(answer.status).toBe(404);
  expect(answer.body.error.code).toBe('unknown_page_type');
});
