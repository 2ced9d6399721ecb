import { expectNoAxeViolations } from '../support/axe';
import { expect, test, type Page } from '../support/live-page';

// Team Social's search in the composed store (demo reviews, Swedish shopper): the header's quick search switched to
// posts and profiles offers team Social's completions, Enter opens Social's search page with the text encrypted in its
// address, and the page's own field searches again; a found profile and hashtag open their pages. By keyboard.

const banner = (page: Page) => page.getByRole('banner');
const category = (page: Page) => banner(page).getByRole('combobox', { name: 'Sök bland', exact: true });
const socialField = (page: Page) => banner(page).getByRole('combobox', { name: 'Sök bland inlägg och profiler' });

test('a shopper searches posts and profiles: completions from team Social, its search page, a profile and a hashtag opened', async ({ page }) => {
  await page.goto('/');
  await category(page).selectOption('social');
  const field = socialField(page);
  await field.focus();
  await page.keyboard.type('every', { delay: 30 });
  const listbox = banner(page).getByRole('listbox');
  await expect(listbox.getByRole('option', { name: '#everyday' })).toBeVisible();
  // Social search hides popular searches and products.
  await expect(listbox.getByRole('group', { name: 'Populära sökningar' })).toHaveCount(0);
  await expect(listbox.getByRole('group', { name: 'Produkter' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.keyboard.type('day');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/social\/search\?q=/);
  expect(page.url()).not.toContain('everyday');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sökresultat för ”everyday”');
  const hashtag = page.getByRole('region', { name: 'Hashtaggar' }).getByRole('link', { name: '#everyday' });
  await expect(hashtag).toBeVisible();
  const posts = page.getByRole('list', { name: 'Inlägg med ”everyday”' });
  await expect(posts.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await hashtag.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/social\/hashtag\/everyday$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('#everyday');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sökresultat för ”everyday”');

  // The page's own field: another text, and the profiles it finds.
  const pageField = page.getByRole('main').getByRole('textbox', { name: 'Sök bland inlägg och profiler' });
  await pageField.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('maja k');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sökresultat för ”maja k”');
  expect(page.url()).not.toMatch(/maja/i);
  const profiles = page.getByRole('list', { name: 'Profiler med ”maja k”' });
  await expect(profiles.getByRole('listitem')).toHaveCount(10);
  await expect(profiles.getByRole('link', { name: 'Maja K.' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await profiles.getByRole('link', { name: 'Maja K.' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/social\/profile\/demo-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maja K.');
});

test('one character searches nothing; an address whose q was altered says so and offers the field', async ({ page }) => {
  await page.goto('/social/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sök bland inlägg och profiler');
  const pageField = page.getByRole('main').getByRole('textbox', { name: 'Sök bland inlägg och profiler' });
  await pageField.focus();
  await page.keyboard.type('m');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Skriv minst 2 tecken för att söka.')).toBeVisible();
  await expect(page).toHaveURL(/\/social\/search$/);

  await page.goto('/social/search?q=not-an-encrypted-text-at-all-not-at-all');
  await expect(page.getByText('Sökningen i adressen kunde inte läsas. Skriv den igen.')).toBeVisible();
  await expectNoAxeViolations(page);
});
