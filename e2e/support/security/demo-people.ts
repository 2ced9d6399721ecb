import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

// The demo store's own people: the member whose texts the sweep writes, and the administrator who ships an order.

export const demoMember = { email: 'member@example.com', password: 'demo-password-1' };
export const demoAdmin = { email: 'admin@example.com', password: 'admin-password-1' };

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Logga in|Mitt konto)/ });

/** Logs the demo member in through the header's account box, as a shopper does. */
export async function logInThroughTheBox(page: Page, person = demoMember): Promise<void> {
  await page.goto('/');
  await accountButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Logga in eller bli medlem' }).getByRole('tabpanel');
  await panel.getByRole('textbox', { name: 'E-post' }).fill(person.email);
  await panel.getByLabel('Lösenord', { exact: true }).fill(person.password);
  await panel.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(accountButton(page)).toHaveAccessibleName(/^Mitt konto/);
}

/** A browser context of its own with the administrator logged in. */
export async function adminContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInThroughTheBox(page, demoAdmin);
  await page.close();
  return context;
}
