import { accountBox, accountButton } from '../support/account-steps';
import { expect, test } from '../support/live-page';

// When the other teams' parts of the start page load (shell/src/federation/slot-loading.ts): the header's buttons
// once the page is live, the quick search, the newsletter signup and the account box when the browser is idle,
// the impersonation bar only while impersonating; a request for the account box never waits for idle time.

const exposed = (module: string) => new RegExp(`/remotes/account/__federation_expose_${module}\\.`);

test('what the first screen does not need loads when idle, and the impersonation bar not for a visitor', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Sök bland produkter och varumärken' })).toBeVisible();
  await expect(page.locator('footer form')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => /\/remotes\/catalog\/__federation_expose_QuickSearch\./.test(path))).toBe(true);
  expect(scripts.some((path) => exposed('NewsletterSignup').test(path))).toBe(true);
  expect(scripts.some((path) => exposed('AccountOverlays').test(path))).toBe(true);
  expect(scripts.some((path) => exposed('ImpersonationBar').test(path))).toBe(false);
  // The box's dialog and forms wait until it opens.
  expect(scripts.some((path) => path.startsWith('/remotes/account/account-box-dialog.'))).toBe(false);
});

test('a login asked for before the account box has loaded still opens the box', async ({ page }) => {
  // The account box's code is held back: the login is asked for before it has loaded.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(exposed('AccountOverlays'), async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  await page.goto('/');
  await accountButton(page).click();
  await expect.poll(() => asked).toBe(true);
  await expect(accountBox(page)).toBeHidden();
  release();
  await expect(accountBox(page)).toBeVisible();
  await expect(accountBox(page).getByRole('tab', { name: 'Logga in' })).toHaveAttribute('aria-selected', 'true');
});

test('a press on the header’s login button as team Account’s button takes its place still opens the box', async ({ page }) => {
  // Team Account's button is held back until the press has begun on the shell's stand-in.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(exposed('AccountButton'), async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  const button = accountButton(page);
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const arrived = page.waitForResponse((response) => /\/remotes\/account\/__federation_expose_AccountButton\.[^/]*\.js$/.test(response.url()));
  release();
  await arrived;
  // The button's code has arrived: the stand-in stays while the press lasts (a release on another element is no click).
  await page.waitForTimeout(1_000);
  await expect(page.locator('.a_AccountButton')).toHaveCount(0);
  await page.mouse.up();
  await expect(accountBox(page)).toBeVisible();
  await expect(page.locator('.a_AccountButton')).toHaveCount(1);
});
