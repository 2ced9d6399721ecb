import { expect, livePage, test } from '../support/live-page';
import { accountBox, accountButton, linkInMail, logIn, logOut, openPanel, register, uniqueEmail } from '../support/account-steps';
import { expectNoAxeViolations } from '../support/axe';
import { firstBuyableProduct } from '../support/checkout-steps';

// Team Account in the composed store: registration confirmed through its mail, login, wish list, notifications,
// logout, the 401 flow, a forgotten password, and a login by keyboard only. Demo mail is read in the mail viewer by the
// demo administrator, in a browser context of their own. Every test has its own browser context.

test('register, confirm by mail, log in again, save to the wish list, see the welcome notification, log out', async ({ page }) => {
  const email = uniqueEmail('member');
  await register(page, email, 'a-secret-phrase-1');
  // The confirmation left a welcome notification: unread, on the account button's badge.
  await expect(accountButton(page)).toHaveAccessibleName('Mitt konto, 1 olästa notiser');
  // The session cookie is not readable by script.
  expect(await page.evaluate(() => document.cookie)).not.toContain('session=');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  await logOut(page);
  await accountButton(page).click();
  await logIn(page, email, 'a-secret-phrase-1');

  await page.goto('/c/makeup');
  await page.locator('main a[href^="/p/"]').first().click();
  await expect(page).toHaveURL(/\/p\//);
  const save = page.getByRole('button', { name: 'Spara i önskelistan' });
  // The heart shows the save at once; the wish-list page below is rendered by the server, which knows it once the
  // save's answer is back.
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/accountwishlist/add');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);
  const wishListButton = page.getByRole('banner').getByRole('button', { name: /^Önskelista/ });
  await expect(wishListButton).toHaveAccessibleName('Önskelista, 1 produkter');
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Önskelista' })).toBeVisible();
  await expect(page.locator('main').getByRole('button', { name: /^Ta bort .* från önskelistan$/ })).toHaveCount(1);
  await expectNoAxeViolations(page);

  await accountButton(page).click();
  const flyout = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Notiser' }) });
  await expect(flyout).toContainText('Välkommen till klubben!');
  // Opening the list (before the logout) marked it viewed: no badge any more.
  await expect(accountButton(page)).toHaveAccessibleName('Mitt konto');
  await page.keyboard.press('Escape');
  await logOut(page);
});

test('a page that needs a login opens the box with its address, and the login returns there', async ({ page }) => {
  await page.goto('/my-pages/profile');
  await expect(accountBox(page)).toBeVisible();
  await expect(accountBox(page)).toContainText('Du behöver logga in för att se den här sidan.');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await logIn(page, 'member@example.com', 'demo-password-1');
  await expect(page).toHaveURL(/\/my-pages\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a page carries every team’s browser texts, and none of team Account’s server texts', async ({ page }) => {
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  const data = /<script type="application\/json" id="app-shell-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const { languagePhrases } = JSON.parse(data ?? '{}') as { languagePhrases: Record<string, string> };
  const prefixes = new Set(Object.keys(languagePhrases).map((key) => key.split('/')[1]));
  for (const browserPrefix of ['Common', 'Shell', 'Catalog', 'Cart', 'Checkout', 'AccountBox', 'MyPages']) expect(prefixes).toContain(browserPrefix);
  for (const serverPrefix of ['AccountApi', 'MemberApi', 'OrdersApi']) expect(prefixes).not.toContain(serverPrefix);
});

test('the mail viewer is not there for a visitor nor a member', async ({ page }) => {
  expect((await page.goto('/mailbox'))!.status()).toBe(404);
  await page.goto('/?login=required');
  await logIn(page, 'member@example.com', 'demo-password-1');
  expect((await page.goto('/mailbox'))!.status()).toBe(404);
  await expect(page.locator('body')).not.toContainText('Mailbox');
});

test('a forgotten password: the link comes by mail and the new password works', async ({ page, browser }) => {
  const email = uniqueEmail('forgot');
  await register(page, email, 'the-old-password-1');
  await logOut(page);

  await accountButton(page).click();
  await openPanel(page).getByRole('button', { name: 'Glömt lösenordet?' }).click();
  await accountBox(page).getByRole('textbox', { name: 'E-post' }).fill(email);
  await accountBox(page).getByRole('button', { name: 'Skicka länk' }).click();
  await expect(accountBox(page)).toContainText('Om e-postadressen hör till ett konto är en länk för att välja nytt lösenord på väg.');

  const resetLink = await linkInMail(browser, page, email, 'Välj ett nytt lösenord', /\/forgot-password\?token=/);
  expect(resetLink).toMatch(/^\/forgot-password\?token=/);
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Välj ett nytt lösenord' })).toBeVisible();
  await page.getByLabel('Nytt lösenord', { exact: true }).fill('the-new-password-2');
  await page.getByLabel('Upprepa det nya lösenordet').fill('the-new-password-2');
  await page.getByRole('button', { name: 'Spara lösenord' }).click();
  await expect(page.locator('main')).toContainText('Ditt lösenord är ändrat. Nu kan du logga in med det.');

  await accountButton(page).click();
  const panel = openPanel(page);
  await panel.getByRole('textbox', { name: 'E-post' }).fill(email);
  await panel.getByLabel('Lösenord', { exact: true }).fill('the-old-password-1');
  await panel.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(accountBox(page).getByRole('alert')).toContainText('Fel e-postadress eller lösenord.');
  await logIn(page, email, 'the-new-password-2');
});

test('logging in by keyboard only', async ({ page }) => {
  await page.goto('/');
  const button = accountButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(accountBox(page)).toBeVisible();
  // The e-mail field has focus when the box opens; Tab reaches the password, Enter sends.
  await expect(openPanel(page).getByRole('textbox', { name: 'E-post' })).toBeFocused();
  await page.keyboard.type('member@example.com');
  await page.keyboard.press('Tab');
  await expect(openPanel(page).getByLabel('Lösenord', { exact: true })).toBeFocused();
  await page.keyboard.type('demo-password-1');
  await page.keyboard.press('Enter');
  await expect(accountBox(page)).toBeHidden();
  await expect(accountButton(page)).toHaveAccessibleName(/^Mitt konto/);
});

test('a keyboard user on the header’s login button keeps their place when team Account’s code arrives late', async ({ page }) => {
  // A slow line: the account remote's files take 2.5 s, so the shell's stand-in button is the one focused first.
  await page.route('**/remotes/account/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  await page.goto('/');
  await accountButton(page).focus();
  await expect(page.locator('.a_AccountButton')).toHaveCount(1, { timeout: 20_000 });
  // The stand-in gave way to team Account's button, and the focus went with it (not back to the page's start).
  await expect(page.locator('.a_AccountButton')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(accountBox(page)).toBeVisible();
});

test("a visitor's cart joins the member's cart at login", async ({ page }) => {
  const email = uniqueEmail('cart');
  await register(page, email, 'a-cart-password-1');
  await logOut(page);

  await page.goto(await firstBuyableProduct(page));
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  const miniCart = page.getByRole('button', { name: /Varukorg, antal varor: \d+/ });
  await expect(miniCart).toHaveAccessibleName('Varukorg, antal varor: 1');

  await accountButton(page).click();
  await logIn(page, email, 'a-cart-password-1');
  await expect(miniCart).toHaveAccessibleName('Varukorg, antal varor: 1');
  // The cart is the member's now: it is still there after a reload and in another browser after a login there.
  const other = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = livePage(await other.newPage());
  await otherPage.goto('/?login=required');
  await logIn(otherPage, email, 'a-cart-password-1');
  await expect(otherPage.getByRole('button', { name: /Varukorg, antal varor: \d+/ })).toHaveAccessibleName('Varukorg, antal varor: 1');
  await other.close();
});
