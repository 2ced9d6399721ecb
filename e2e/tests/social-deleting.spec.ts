import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/live-page';
import { writerOf } from '../support/security/gateway-writer';
import { aMemberWithAProfile } from '../support/social-steps';

// A member changes and deletes what they wrote (team Social), by keyboard: on their own profile page a post of theirs
// takes new words, which everyone reads, then goes, asked once more, and it is gone for everyone.

test('a member changes, then deletes, their question on their own profile page by keyboard: changed, then gone, there and on the product page', async ({ page }) => {
  const { alias } = await aMemberWithAProfile(page, 'Deleting Dora');
  const writer = await writerOf(page.context(), 'member');
  const { listing } = (await (await page.request.get('/api/catalog/variants/listing')).json()) as { listing: { products: { productCode: string }[] } };
  const productCode = listing.products[0]!.productCode;
  const asking = `Is it good for sensitive skin? ${Date.now().toString(36)}`;
  const question = `${asking} Even in winter?`;
  const asked = await writer.api.post('/api/social/posts/create', { headers: { 'x-csrf-token': writer.csrfToken }, data: { $type: 'question', productCode, text: asking } });
  expect(asked.status(), await asked.text()).toBe(201);

  await page.goto(`/social/profile/${alias}`);
  const posts = page.getByRole('region', { name: 'Inlägg' });
  const post = posts.getByRole('article').filter({ hasText: asking });
  await post.getByRole('button', { name: 'Ändra' }).focus();
  await page.keyboard.press('Enter');
  await expect(post.getByRole('textbox', { name: 'Ändra texten' })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' Even in winter?');
  await post.getByRole('button', { name: 'Spara ändringen' }).focus();
  await page.keyboard.press('Enter');
  await expect(post).toBeFocused();
  await expect(post.getByRole('heading')).toHaveText(question);
  await expect(post).toContainText('(ändrad)');
  await expect(page.getByText('Inlägget är ändrat.')).toBeAttached();
  const questionsOf = async () =>
    ((await (await page.request.get(`/api/social/posts/pdp/${encodeURIComponent(productCode)}`)).json()) as { questions: { items: { text: string; editedAt: string | null }[] } })
      .questions.items;
  expect((await questionsOf()).find((item) => item.text === question)?.editedAt).toEqual(expect.any(String));

  await post.getByRole('button', { name: 'Radera inlägget' }).focus();
  await page.keyboard.press('Enter');
  await expect(post.getByRole('group', { name: 'Radera inlägget, med dess kommentarer?' })).toBeVisible();
  await expect(post.getByRole('button', { name: 'Ja, radera' })).toBeFocused();
  await expectNoAxeViolations(page, 'main');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Inlägget är raderat.')).toBeFocused();
  await expect(posts.getByRole('article')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Inlägg' }).getByRole('article')).toHaveCount(0);
  expect((await questionsOf()).map((item) => item.text)).not.toContain(question);
});
