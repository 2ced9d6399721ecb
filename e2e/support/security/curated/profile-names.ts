import { expect, type Page } from '@playwright/test';
import { payloadKind } from '../xss-payloads';
import { payloadFor, type CuratedOutcome, type CuratedSession } from './curated-step';

const route = 'POST /api/my/profile/update';
const nameField = (page: Page, label: string) => page.locator('main').getByRole('textbox', { name: label });

/**
 * The member's first and last name through the profile form. The first name greets them on my pages; both are the
 * form's values on the profile page.
 */
export async function profileNames({ member, book }: CuratedSession): Promise<CuratedOutcome> {
  const firstName = payloadFor(book, payloadKind.imageOnError, `${route} body.firstName`);
  const lastName = payloadFor(book, payloadKind.svgOnLoad, `${route} body.lastName`);
  await member.goto('/my-pages/profile');
  const main = member.locator('main');
  await nameField(member, 'Förnamn').fill(firstName.text);
  await nameField(member, 'Efternamn').fill(lastName.text);
  await main.getByRole('button', { name: 'Spara uppgifter' }).click();
  await expect(main).toContainText('Dina uppgifter har sparats.');
  return {
    step: 'profile names',
    covers: [firstName.into, lastName.into],
    placed: [firstName, lastName],
    shown: [
      { payload: firstName, path: '/my-pages', expectShown: (page) => expect(page.getByRole('heading', { level: 1 })).toContainText(firstName.text) },
      { payload: firstName, path: '/my-pages/profile', expectShown: (page) => expect(nameField(page, 'Förnamn')).toHaveValue(firstName.text) },
      { payload: lastName, path: '/my-pages/profile', expectShown: (page) => expect(nameField(page, 'Efternamn')).toHaveValue(lastName.text) },
    ],
  };
}
