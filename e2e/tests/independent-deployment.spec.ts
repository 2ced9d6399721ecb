import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { cartUpdateAnswered, miniCartButton, putAProductInTheCart } from '../support/checkout-steps';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from '../support/live-page';
import { deployTeam } from '../support/store-control';

// A team ships alone: Checkout's remote is built again with one text changed and its server started on that build,
// while a shopper's basket is open. The gateway and the shell are neither built nor started again.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cartTexts = join(root, 'mf-cart-checkout', 'web', 'src', 'texts', 'cart.ts');
// Inside the project: the build's server bundle loads React from the project's node_modules.
const newBuild = join(root, '.test-results', 'deployment', 'cart-checkout');
const heading = { before: 'Din varukorg', after: 'Din varukorg, från en ny version' };
const headingLine = (text: string) => `'/Cart/Page/Heading': '${text}',`;

/** Checkout's remote, built into `newBuild` from its sources with the basket's heading changed; the sources restored. */
async function buildCheckoutWithANewHeading(): Promise<void> {
  const source = readFileSync(cartTexts, 'utf8');
  expect(source).toContain(headingLine(heading.before));
  rmSync(newBuild, { recursive: true, force: true });
  writeFileSync(cartTexts, source.replace(headingLine(heading.before), headingLine(heading.after)));
  try {
    await promisify(execFile)(join(root, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
      cwd: join(root, 'mf-cart-checkout', 'web'),
      env: { ...process.env, REMOTE_BUILD_DIR: newBuild },
      maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    writeFileSync(cartTexts, source);
  }
}

test.describe('a team deployed on its own', () => {
  test.skip(!!process.env.E2E_BASE_URL, 'needs the store started by the e2e run');
  test.setTimeout(180_000);
  // It deploys a team server: no other test may meet it halfway.
  test.use({ storeAccess: 'exclusive' });
  // Built before the test takes the store for itself: the other worker's tests go on meanwhile.
  test.beforeAll(buildCheckoutWithANewHeading);

  test('the basket open during the deployment still works, and the next page shows the new text', async ({ page, request }) => {
    try {
      await deployedWhileTheBasketIsOpen(page, request);
    } finally {
      // The store's own build again, for the tests after this one (while this test still runs alone).
      await deployTeam('cart-checkout', {});
      rmSync(newBuild, { recursive: true, force: true });
    }
  });
});

async function deployedWhileTheBasketIsOpen(page: Page, request: APIRequestContext): Promise<void> {
  const product = await putAProductInTheCart(page, '/c/hair');
  await miniCartButton(page).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Gå till varukorgen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading.before })).toBeVisible();
  const shellVersion = (await request.get('/basket', { headers: { accept: 'application/json' } })).headers()['x-server-version'];

  await deployTeam('cart-checkout', { CART_CHECKOUT_REMOTE_DIR: join(newBuild, 'dist') });

  // The page the shopper has open, with the code it loaded before, goes on against the new server: its change is
  // answered (the count shows at once, before the answer: it is waited for, or the navigation below would cut it off).
  const changed = cartUpdateAnswered(page);
  await page.locator('main').getByRole('button', { name: /Öka antal av/ }).first().click();
  expect((await changed).status()).toBe(200);
  await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 2');

  // The next page comes with the new text, rendered on the server and in the browser.
  const response = await page.goto('/basket');
  expect(await response!.text()).toContain(heading.after);
  await expect(page.getByRole('heading', { level: 1, name: heading.after })).toBeVisible();
  await expect(page.locator('main')).toContainText(product);
  await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 2');
  // The remote's published texts are the new build's; the shell is the one it was.
  expect(await (await request.get('/remotes/cart-checkout/texts.json')).text()).toContain(heading.after);
  expect((await request.get('/basket', { headers: { accept: 'application/json' } })).headers()['x-server-version']).toBe(shellVersion);
}
