import { axeViolations } from '../support/axe';
import { expect, test } from '../support/live-page';

async function firstLink(page: import('@playwright/test').Page, prefix: string): Promise<string> {
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  if (!href) throw new Error(`no ${prefix} link`);
  return href;
}

test('start, category, product, fragrance finder and not-found pages have no axe-core violations', async ({ page }) => {
  // Five pages, each loaded and scanned whole by axe-core.
  test.setTimeout(120_000);
  const check = async (name: string) => {
    // The server's page shows first and the shell's render replaces it once the remote's chunks are in: check that one.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page, name)).toEqual([]);
  };
  await page.goto('/');
  await check('start');
  const category = await firstLink(page, '/c/');
  await page.goto(category);
  await check('category');
  const product = await firstLink(page, '/p/');
  await page.goto(product);
  await check('product');
  await page.goto('/fragrance-finder?family=floral');
  await check('fragrance finder');
  await page.goto('/this-page-does-not-exist');
  await check('not found');
});

test('the category tree, campaign (running and ended), tag list, tag and certificate pages have no axe-core violations', async ({ page }) => {
  // Six pages, each loaded and scanned whole by axe-core.
  test.setTimeout(120_000);
  for (const [name, url] of [
    ['category tree', '/c'],
    ['campaign', '/campaigns/skin-days'],
    ['ended campaign', '/campaigns/winter-sale'],
    ['tag list', '/tags'],
    ['tag', '/tags/long-lasting'],
    ['certificate', '/certificates/vegan'],
  ]) {
    await page.goto(url!);
    await page.waitForLoadState('networkidle');
    // The shell's render has replaced the server's page once the remote's markup is there.
    await expect(page.locator('main [class^="c_"]').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page, name!)).toEqual([]);
  }
});

test('the skip link is the first stop of the keyboard and moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('header a[href="#main-content"], a[href="#main-content"]').first()).toBeAttached();
  await page.keyboard.press('Tab');
  const skip = page.locator(':focus');
  await expect(skip).toHaveAttribute('href', '#main-content');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('the basket page and the open mini cart have no axe-core violations', async ({ page }) => {
  await page.goto('/c/makeup');
  await page.locator('main a[href^="/p/"]').first().click();
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  const miniCart = page.getByRole('button', { name: 'Varukorg, antal varor: 1' });
  await expect(miniCart).toBeVisible();
  await miniCart.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page, 'mini cart')).toEqual([]);

  await page.goto('/basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Din varukorg' })).toBeVisible();
  expect(await axeViolations(page, 'basket')).toEqual([]);
});

test('the axe check finds a barrier put in the page, in the whole page and in the part asked for, and only there', async ({ page }) => {
  await page.goto('/tags');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page, 'tags')).toEqual([]);
  // A button without a name, after axe-core has been put in the document by the scan above.
  await page.evaluate(() => document.querySelector('main')!.append(Object.assign(document.createElement('button'), { id: 'nameless' })));
  expect(await axeViolations(page, 'tags')).toEqual([expect.stringMatching(/^tags: button-name \(1\) .*#nameless$/)]);
  expect(await axeViolations(page, 'main', 'main')).toEqual([expect.stringMatching(/^main: button-name \(1\) /)]);
  expect(await axeViolations(page, 'header', 'header')).toEqual([]);
});
