import { expectNoAxeViolations } from '../support/axe';
import { expect, test, type Page } from '../support/live-page';
import { cartUpdateAnswered, expectOrderConfirmation, fillCustomer, firstBuyableProduct, goToCheckout, miniCartButton, payByCard } from '../support/checkout-steps';

// The product page's sections, each loaded after the page shows: price history, gifts, videos and recommendations.

async function addToCart(page: Page, href: string, countAfter: number): Promise<string> {
  await page.goto(href);
  // The product page itself, not the server's first HTML (its heading also names the brand and size).
  const addToCart = page.getByRole('button', { name: 'Lägg i varukorgen' });
  await expect(addToCart).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  // The mini cart knows what is already in the cart before more goes in.
  await expect(miniCartButton(page)).toHaveAccessibleName(`Varukorg, antal varor: ${countAfter - 1}`);
  // The next page reads the cart the server has once it answered the addition.
  const added = cartUpdateAnswered(page);
  await addToCart.click();
  await expect(miniCartButton(page)).toHaveAccessibleName(`Varukorg, antal varor: ${countAfter}`);
  expect((await added).status()).toBe(200);
  return name;
}

test('a product page shows its price history by the price, as a chart and as a table, and the gift with purchase', async ({ page }) => {
  await page.goto(await firstBuyableProduct(page, '/c/skincare'));
  const history = page.getByRole('region', { name: /^Prishistorik 30 dagar/ });
  await expect(history).toBeVisible();
  await expect(history.getByRole('img')).toHaveAttribute('aria-label', /^Priset per dag från .+ till .+: lägsta .+ kr, högsta .+ kr, idag .+ kr\.$/);
  await expect(history).toContainText(/Lägsta: .+ kr/);
  await history.getByText('Visa som tabell').click();
  const rows = history.getByRole('table').getByRole('row');
  await expect(rows.first()).toContainText('Period');
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  // Team Checkout's running gift, named and pictured by the catalog.
  await expect(page.getByRole('region', { name: 'Gåva vid köp' })).toContainText(/Gåva vid köp över 800 kr: .+/);
});

test('a video facade shows our own poster and becomes the no-cookie player, muted, on click', async ({ page, baseURL }) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  // The most popular product of a category has videos: the first of the makeup listing.
  await page.goto('/c/makeup');
  await page.locator('main a[href^="/p/"]').first().click();
  const play = page.getByRole('button', { name: /^Spela upp video: / }).first();
  await play.scrollIntoViewIfNeeded();
  await expect(play.locator('img')).toHaveAttribute('src', /^\/images\/videos\//);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(elsewhere).toEqual([]);
  await play.click();
  const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('src', /[?&]autoplay=1&mute=1/);
  await expect(player).toBeFocused();
  // Every section in place (history with its table open, gift, videos with a player, recommendations): no axe-core violations.
  await expect(page.getByRole('region', { name: 'Liknande produkter' })).toBeVisible();
  await page.getByText('Visa som tabell').click();
  await expectNoAxeViolations(page);
});

test("after two products are bought together, one's page recommends the other", async ({ page }) => {
  const skincare = await firstBuyableProduct(page, '/c/skincare');
  const hair = await firstBuyableProduct(page, '/c/hair');
  const name = await addToCart(page, skincare, 1);
  await addToCart(page, hair, 2);
  await goToCheckout(page);
  await fillCustomer(page);
  await payByCard(page, '4111 1111 1111 1111');
  await expectOrderConfirmation(page, name);

  await page.goto(skincare);
  const together = page.getByRole('region', { name: 'Köps ofta tillsammans' });
  await expect(together.locator(`a[href="${hair}"]`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Liknande produkter' }).getByRole('listitem').first()).toBeVisible();
});
