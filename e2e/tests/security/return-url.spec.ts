import { expect, test, type Page } from '../../support/live-page';
import { accountBox, accountButton, demoMember } from '../../support/account-steps';

// The account box's ReturnUrl address parameter after a login through it, in Chromium: a same-origin path is followed,
// and each kind of open-redirect bypass below ends on this origin instead. Each payload gets a fresh browser context,
// logged out.


async function logInThroughTheBox(page: Page, returnUrl: string): Promise<void> {
  await page.goto(`/?login=required&ReturnUrl=${encodeURIComponent(returnUrl)}`);
  const panel = accountBox(page).getByRole('tabpanel');
  await panel.getByRole('textbox', { name: 'E-post' }).fill(demoMember.email);
  await panel.getByLabel('Lösenord', { exact: true }).fill(demoMember.password);
  await panel.getByRole('button', { name: 'Logga in', exact: true }).click();
}

// A representative share of the corpus, one of each kind (the unit test of return-url.ts has all of it): the
// probe's own, protocol-relative, backslashes, an encoded slash, a tab, another scheme and another host.
const payloads = [
  '/.//evil.example/phish',
  '//evil.example/phish',
  '/\\evil.example/phish',
  '/./\\evil.example/phish',
  '/%2f%2fevil.example/phish',
  '/\t/evil.example/phish',
  'javascript:alert(document.domain)',
  'https://evil.example/phish',
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
