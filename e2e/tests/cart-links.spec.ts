import { expect, test, type Page } from '../support/live-page';
import { firstBuyableProduct, miniCartButton } from '../support/checkout-steps';

/** The variant code of the first product of a listing that can be bought (product URLs end with the variant code). */
async function aVariantCode(page: Page): Promise<string> {
  const href = await firstBuyableProduct(page);
  const code = href?.match(/(\d{6})$/)?.[1];
  if (!code) throw new Error(`no variant code in ${href}`);
  return code;
}

test('ScriptIntoCart and coupon_code on any URL fill the cart, apply the code and leave the address', async ({ page }) => {
  const code = await aVariantCode(page);
  await page.goto(`/c/makeup?ScriptIntoCart=${code}*2&coupon_code=welcome10&sort=news`);
  await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 2');
  await expect(page.getByRole('status').filter({ hasText: 'Rabattkoden WELCOME10 är tillagd.' })).toBeVisible();
  await expect(page).toHaveURL(/\/c\/makeup\?sort=news$/);

  await page.goto('/basket');
  const main = page.locator('main');
  await expect(main).toContainText('Rabattkod WELCOME10');
  await main.getByRole('button', { name: /Ta bort.*WELCOME10|WELCOME10.*Ta bort/ }).click();
  await expect(main).not.toContainText('Rabattkod WELCOME10');
});

test('a coupon code that does not exist is refused with a clear message and stays in the address', async ({ page }) => {
  await page.goto('/?coupon_code=NOSUCHCODE');
  await expect(page.getByRole('status').filter({ hasText: 'NOSUCHCODE' })).toBeVisible();
  await expect(page).toHaveURL(/coupon_code=NOSUCHCODE/);
});
