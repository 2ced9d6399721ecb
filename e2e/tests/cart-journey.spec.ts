import { expect, test, type Page } from '../support/live-page';
import { cartUpdateAnswered, firstBuyableProduct, miniCartButton, putAProductInTheCart } from '../support/checkout-steps';
import { killTeam, restartTeam } from '../support/store-control';

async function openAProduct(page: Page): Promise<void> {
  await page.goto(await firstBuyableProduct(page));
  await expect(page.getByRole('button', { name: 'Lägg i varukorgen' })).toBeVisible();
}

test('add to cart from the product page, see it in the mini cart and on the basket page', async ({ page }) => {
  await openAProduct(page);
  const productName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 0');

  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 1');

  await miniCartButton(page).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(productName);
  await drawer.getByRole('link', { name: 'Gå till varukorgen' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Din varukorg' })).toBeVisible();
  await expect(page.locator('main')).toContainText(productName);

  // The reload below reads the cart the server has once it answered the increase.
  const increased = cartUpdateAnswered(page);
  await page.locator('main').getByRole('button', { name: /Öka antal av/ }).first().click();
  await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 2');
  expect((await increased).status()).toBe(200);

  // The cart is the server's: a reload shows the same two items.
  await page.reload();
  await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 2');
});

test('an addition clicked before the cart’s code has arrived still reaches the cart', async ({ page }) => {
  const href = await firstBuyableProduct(page);
  // A slow connection: the cart team's remote arrives 2 s after the product page can be clicked.
  await page.route('**/remotes/cart-checkout/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto(href!);
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 1');
  await expect(page.getByText('Något gick fel. Försök igen.')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 1');
});

test.describe('with the cart server dead', () => {
  test.skip(!!process.env.E2E_BASE_URL, 'needs the store started by the e2e run');
  // It kills a team server: no other test may meet it halfway.
  test.use({ storeAccess: 'exclusive' });

  test('a failed cart update rolls back on screen', async ({ page }) => {
    await putAProductInTheCart(page);
    await page.goto('/basket');
    const quantity = page.locator('main').getByRole('spinbutton').first();
    await expect(quantity).toHaveValue('1');

    await killTeam('cart-checkout');
    try {
      await page.locator('main').getByRole('button', { name: /Öka antal av/ }).first().click();
      await expect(page.locator('main')).toContainText('Antalet kunde inte ändras.');
      await expect(quantity).toHaveValue('1');
      await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 1');
    } finally {
      await restartTeam('cart-checkout');
    }
  });
});
