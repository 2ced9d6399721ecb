import { expect, type Page } from '@playwright/test';
import type { ShownText } from './curated/curated-step';
import type { ScriptAlarms } from './script-alarms';

export interface PageVisit {
  path: string;
  how: 'full load' | 'client navigation';
}

/**
 * Lets what the page started finish (images that fail and fire `onerror`, late fragments), for at most two seconds:
 * a page that keeps polling is not waited for longer.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
}

export interface RenderChecks {
  /** Texts that must show, as text, on the pages they name. */
  shown?: readonly ShownText[];
  /** Looks through each rendered page for payload markup. */
  alarms: ScriptAlarms;
}

async function expectRendered(page: Page, path: string, { shown = [], alarms }: RenderChecks, alarmsBefore: number): Promise<void> {
  // The shell marks its main busy while a page's JSON is on its way.
  await expect(page.locator('main#main-content'), `${path} loaded`).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('heading', { level: 1 }).first(), `${path} rendered`).toBeVisible();
  await settle(page);
  await alarms.inspect(page);
  expect(alarms.describe().slice(alarmsBefore), `script run, refused or waiting on ${path}`).toEqual([]);
  for (const text of shown.filter((candidate) => candidate.path === path)) await text.expectShown(page);
}

/** A full page load: the server's first HTML, with the page's preloaded JSON, hydrated. */
export async function loadPage(page: Page, path: string, checks: RenderChecks): Promise<PageVisit> {
  const alarmsBefore = checks.alarms.raised.length;
  await page.goto(path);
  await expectRendered(page, path, checks, alarmsBefore);
  return { path, how: 'full load' };
}

/**
 * A client navigation: a click on a link to the page, which the shell routes without a page load (a link of the page
 * itself when it has one, else one added for the click).
 */
export async function navigateTo(page: Page, path: string, checks: RenderChecks): Promise<PageVisit> {
  const alarmsBefore = checks.alarms.raised.length;
  const link = page.locator(`a[href="${path}"]:visible`).first();
  if ((await link.count()) > 0) await link.click();
  else {
    await page.evaluate((href) => {
      const anchor = document.createElement('a');
      anchor.href = href;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    }, path);
  }
  await expect(page).toHaveURL(new URL(path, page.url()).href);
  await expectRendered(page, path, checks, alarmsBefore);
  return { path, how: 'client navigation' };
}
