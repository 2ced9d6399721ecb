import { expect, test as base, type Page } from '@playwright/test';
import type { StoreAccess } from './store-access';
import { holdStoreAccess } from './store-control';

export { expect };
export type { Page };

/** How long a document may take to come alive before a journey goes on anyway (and fails on what it then misses). */
const liveWithinMs = 15_000;

/**
 * Until a document is live: the first HTML is the page itself (server-rendered), and a click before the shell and the
 * page's code have hydrated it does what a link or a plain form does without JavaScript.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        if (!root) return true;
        const pageRoot = document.getElementById('page-root');
        return root.hasAttribute('data-live') && (!pageRoot || pageRoot.hasAttribute('data-live'));
      },
      null,
      { timeout: liveWithinMs },
    )
    .catch(() => undefined);
}

/**
 * Until the animations under way have finished (a drawer sliding in, a backdrop fading in): what axe measures is the
 * page as it settles, not a frame of a transition (text over a half-faded backdrop has no contrast to speak of).
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/** The page, its `goto` waiting until the document is live: for pages of contexts a journey opens itself. */
export function livePage(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitUntilLive(page);
    return response;
  };
  return page;
}

interface StoreAccessOptions {
  /**
   * 'exclusive' for a test that kills, crashes or deploys a team server: it runs alone (store-access.ts). 'held by the
   * file' for a serial file that holds exclusive access itself, from its beforeAll to its afterAll (holdStoreAccess).
   */
  storeAccess: StoreAccess | 'held by the file';
  storeAccessHeld: void;
}

/**
 * Playwright's test, every test holding its access to the store that two workers share (store-access.ts), with its
 * page as Playwright gives it: for the suites that watch a page come alive themselves.
 */
export const storeTest = base.extend<StoreAccessOptions>({
  storeAccess: ['shared', { option: true }],
  storeAccessHeld: [
    async ({ storeAccess }, use) => {
      if (storeAccess === 'held by the file') return use();
      const release = await holdStoreAccess(storeAccess);
      try {
        await use();
      } finally {
        release();
      }
    },
    // Waiting for an exclusive test (a minute at most) is not this test's own time.
    { auto: true, timeout: 180_000 },
  ],
});

/** `storeTest`, with a `page` whose `goto` waits until the document is live (unless JavaScript is off). */
export const test = storeTest.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : livePage(page));
  },
});
