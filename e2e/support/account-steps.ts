import { expect, type Page } from '@playwright/test';

// Becoming a member through the account box, for journeys that need someone logged in of their own.

export const uniqueEmail = (what: string) => `e2e.${what}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Logga in|Mitt konto)/ });

/** Registers a new member at `/?register` and leaves them logged in in this page's browser context. */
export async function registerMember(page: Page, what = 'member'): Promise<{ email: string; password: string }> {
  const member = { email: uniqueEmail(what), password: `${what}-secret-phrase-1` };
  await page.goto('/?register');
  const panel = page.getByRole('dialog', { name: 'Logga in eller bli medlem' }).getByRole('tabpanel');
  await panel.getByRole('textbox', { name: 'E-post' }).fill(member.email);
  await panel.getByLabel('Lösenord', { exact: true }).fill(member.password);
  await panel.getByRole('textbox', { name: 'Mobilnummer' }).fill('070 123 45 67');
  await panel.getByRole('checkbox', { name: 'Jag godkänner medlemsvillkoren' }).check();
  await panel.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(accountButton(page)).toHaveAccessibleName(/^Mitt konto/);
  return member;
}
