import { expect, test, type Page } from '@playwright/test';
import { accountBox, accountButton, demoMember } from '../../support/account-steps';

// The account box's ReturnUrl (spec 01 §2.2) after a login through it, in Chromium: a same-origin path is followed,
// and every open-redirect bypass of the corpus (the full list is in mf-account's return-url.test.ts) ends on this
// origin instead. Each payload gets a fresh browser context, logged out.


async function logInThroughTheBox(page: Page, returnUrl: string): Promise<void> {
  await page.goto(`/?login=required&ReturnUrl=${encodeURIComponent(returnUrl)}`);
  const panel = accountBox(page).getByRole('tabpanel');
  await panel.getByRole('textbox', { name: 'E-post' }).fill(demoMember.email);
  await panel.getByLabel('Lösenord', { exact: true }).fill(demoMember.password);
  await panel.getByRole('button', { name: 'Logga in', exact: true }).click();
}

const payloads = [
  '//evil.example/phish',
  '/.//evil.example/phish',
  '/\\evil.example/phish',
  '/./\\evil.example/phish',
  '/..//evil.example/phish',
  '/%2f%2fevil.example/phish',
  '%2f%2fevil.example/phish',
  '/%252f%252fevil.example/phish',
  '/\t/evil.example/phish',
  '/\n/evil.example/phish',
  '/%09/evil.example/phish',
  ' //evil.example/phish',
  '\\\\evil.example/phish',
  'http:\\\\evil.example/phish',
  'https://evil.example/phish',
  '//member@evil.example/phish',
  'javascript:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
];

for (const payload of payloads) {
  test(`ReturnUrl ${JSON.stringify(payload)} ends on this origin after the login`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const leftTheSite: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).origin !== origin) leftTheSite.push(frame.url());
    });
    page.on('dialog', (dialog) => {
      leftTheSite.push(`a dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await logInThroughTheBox(page, payload);
    await expect(accountButton(page)).toHaveAccessibleName(/^Mitt konto/);
    await page.waitForLoadState('load');
    expect(new URL(page.url()).origin).toBe(origin);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(leftTheSite).toEqual([]);
  });
}

test('a ReturnUrl on this site is followed after the login', async ({ page, baseURL }) => {
  await logInThroughTheBox(page, '/my-pages?x=1');
  await expect(page).toHaveURL(`${new URL(baseURL!).origin}/my-pages?x=1`);
  await expect(accountButton(page)).toHaveAccessibleName(/^Mitt konto/);
});
