import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsFinished } from './live-page';

/** The axe-core @axe-core/playwright runs, read once per worker. */
const axeSource = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  help: string;
  targets: string[];
}

/**
 * A page of frames (a video player's) goes through @axe-core/playwright, which puts axe in every frame. The store's own
 * pages have none: axe-core is put in the document once (a client navigation keeps it) and asked for violations only.
 * @axe-core/playwright evaluated its half-megabyte source twice on every scan and brought back every rule's passes,
 * about a second of each scan (the start page 1.6–2.1 s against 0.6–0.7 s for axe itself); the rules and what they
 * find are the same.
 */
async function violationsOf(page: Page, include?: string): Promise<Violation[]> {
  if (page.frames().length > 1) {
    // Legacy mode: axe.run in the page, where the default runs it in every frame and then opens a new page of the
    // context to join the results, which doubled each scan.
    const builder = new AxeBuilder({ page }).setLegacyMode(true);
    const { violations } = await (include ? builder.include(include) : builder).analyze();
    return violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => String(node.target)) }));
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    type Found = { id: string; help: string; nodes: { target: unknown }[] };
    const { axe } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Found[] }> } };
    const { violations } = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => String(node.target)) }));
  }, include ?? null);
}

/**
 * axe-core's violations on the page as it stands once its animations are over, one line each: where, the rule, how
 * many elements, and the first elements' selectors. A video player's frame (YouTube's, unreachable in the tests) is
 * reported as not tested.
 */
export async function axeViolations(page: Page, where: string, include?: string): Promise<string[]> {
  await animationsFinished(page);
  const violations = await violationsOf(page, include);
  return violations.map(({ id, help, targets }) => `${where}: ${id} (${targets.length}) ${help}: ${targets.slice(0, 5).join(' ')}`);
}

/** No axe-core violation on the page, or in `include` (a selector); a failure names the page's path. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const { pathname } = new URL(page.url());
  expect(await axeViolations(page, include ? `${pathname} ${include}` : pathname, include)).toEqual([]);
}
