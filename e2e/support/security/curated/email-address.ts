import { expect, type Page } from '@playwright/test';
import { asEmailAddress, payloadKind } from '../xss-payloads';
import { payloadFor, type CuratedOutcome, type CuratedSession } from './curated-step';

const route = 'POST /api/my/profile/change-email';

/**
 * The member's e-mail address changed, through the profile page, to one whose local part is a payload (the address
 * rules take it): the header's account flyout shows it on every page, the profile page names it.
 */
export async function emailAddress({ member, memberLogin, book }: CuratedSession): Promise<CuratedOutcome> {
  const address = asEmailAddress(payloadFor(book, payloadKind.svgOnLoadWithoutSpace, `${route} body.newEmail`));
  await member.goto('/my-pages/profile');
  const section = member.getByRole('region', { name: 'E-postadress' });
  await section.getByRole('textbox', { name: 'Ny e-postadress' }).fill(address.text);
  await section.getByLabel('Lösenord', { exact: true }).fill(memberLogin.password);
  await section.getByRole('button', { name: 'Byt e-postadress' }).click();
  await expect(section).toContainText(`Din e-postadress har ändrats till ${address.text}.`);
  return {
    step: 'e-mail address',
    covers: [address.into],
    placed: [address],
    shown: [
      {
        payload: address,
        path: '/my-pages/profile',
        expectShown: (page) => expect(page.locator('main')).toContainText(`Din e-postadress är ${address.text}.`),
      },
      { payload: address, path: '/', expectShown: (page) => expectInFlyout(page, address.text) },
    ],
  };
}

async function expectInFlyout(page: Page, text: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: /^Mitt konto/ }).click();
  await expect(page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Mina sidor' }) })).toContainText(text);
  await page.keyboard.press('Escape');
}
