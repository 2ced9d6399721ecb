import { expect, type Page } from '@playwright/test';

// The checkout journey's steps, shared by the journeys that buy something.

export const miniCartButton = (page: Page) => page.getByRole('button', { name: /Varukorg, antal varor: \d+/ });

/**
 * The server's answer to the next cart change. The mini cart shows a change before the server has it: a journey that
 * reloads or leaves the page right after a change waits for this first, or it reads the cart as it was.
 */
export const cartUpdateAnswered = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/cart/update' && response.request().method() === 'POST');

/**
 * The page of the first product of a listing (make-up unless told) that can be bought online. Journeys running beside
 * each other buy the first products, and the demo stock of the most popular make-up product is five.
 */
export async function firstBuyableProduct(page: Page, listing = '/c/makeup'): Promise<string> {
  await page.goto(listing);
  const href = await page.locator('main li:has([data-stock-status="in-stock"]) a[href^="/p/"]').first().getAttribute('href');
  if (!href) throw new Error(`no product to buy in ${listing}`);
  return href;
}

/**
 * The first product of a category (make-up unless told) that can be bought, in the cart from its product page, and
 * the server's answer in: the next page reads the cart with it. Its name.
 */
export async function putAProductInTheCart(page: Page, category = '/c/makeup'): Promise<string> {
  await page.goto(await firstBuyableProduct(page, category));
  const addToCart = page.getByRole('button', { name: 'Lägg i varukorgen' });
  await expect(addToCart).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const added = cartUpdateAnswered(page);
  await addToCart.click();
  await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 1');
  expect((await added).status()).toBe(200);
  return name;
}

export async function goToCheckout(page: Page): Promise<void> {
  await miniCartButton(page).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Gå till kassan' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kassa' })).toBeVisible();
}

export async function fillCustomer(page: Page): Promise<void> {
  const main = page.locator('main');
  await main.getByRole('textbox', { name: 'E-post', exact: true }).fill('e2e.shopper@example.com');
  await main.getByRole('textbox', { name: 'Mobilnummer' }).fill('0701234567');
  await main.getByRole('textbox', { name: 'Förnamn', exact: true }).first().fill('Elsa');
  await main.getByRole('textbox', { name: 'Efternamn', exact: true }).first().fill('Andersson');
  await main.getByRole('textbox', { name: 'Gatuadress', exact: true }).first().fill('Drottninggatan 1');
  await main.getByRole('textbox', { name: 'Postnummer', exact: true }).first().fill('111 51');
  await main.getByRole('textbox', { name: 'Ort', exact: true }).first().fill('Stockholm');
  await main.getByRole('radio', { name: /Hemleverans/ }).check();
  await main.getByLabel(/Jag godkänner klubbvillkoren/).check();
}

export async function payByCard(page: Page, number: string): Promise<void> {
  const main = page.locator('main');
  await main.getByRole('radio', { name: /^Kort/ }).check();
  await main.getByRole('textbox', { name: 'Kortnummer' }).fill(number);
  await main.getByRole('textbox', { name: 'Utgångsmånad' }).fill('12');
  await main.getByRole('textbox', { name: 'Utgångsår' }).fill(String(new Date().getFullYear() + 2));
  await main.getByRole('textbox', { name: 'Säkerhetskod (CVC)' }).fill('737');
  await main.getByRole('textbox', { name: 'Namn på kortet' }).fill('Elsa Andersson');
  await main.getByRole('button', { name: 'Slutför köp' }).click();
}

export async function expectOrderConfirmation(page: Page, productName: string): Promise<void> {
  await expect(page).toHaveURL(/\/orderconfirmation\/[A-Z]{2}\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tack för din beställning!' })).toBeVisible();
  await expect(page.locator('main')).toContainText(/Ordernummer: [A-Z]{2}\d+/);
  await expect(page.locator('main')).toContainText(productName);
  // The order took the cart: the mini cart is empty again, and stays so after a reload.
  await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 0');
  await page.reload();
  await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 0');
}
