import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsFinished } from './live-page';

/**
 * axe-core's violations on the page as it stands once its animations are over, one line each: where, the rule, how
 * many elements, and the first elements' selectors. axe runs in the page itself (@axe-core/playwright's legacy mode):
 * the default runs it in every frame, then opens a new page of the context to join the results, which doubled each
 * scan (the start page 3.6 s against 1.7 s, with the same passes and violations on every page of the store). The
 * store's pages have no frames of their own; a video player's frame (YouTube's, unreachable in the tests) is
 * reported as not tested either way.
 */
export async function axeViolations(page: Page, where: string, include?: string): Promise<string[]> {
  await animationsFinished(page);
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map(
    (violation) => `${where}: ${violation.id} (${violation.nodes.length}) ${violation.help}: ${violation.nodes.slice(0, 5).map((node) => node.target).join(' ')}`,
  );
}

/** No axe-core violation on the page, or in `include` (a selector); a failure names the page's path. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const { pathname } = new URL(page.url());
  expect(await axeViolations(page, include ? `${pathname} ${include}` : pathname, include)).toEqual([]);
}
