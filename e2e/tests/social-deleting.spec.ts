import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/live-page';
import { writerOf } from '../support/security/gateway-writer';
import { aMemberWithAProfile } from '../support/social-steps';

// A member deletes what they wrote (team Social), by keyboard: on their own profile page a post of theirs goes, asked
// once more, and it is gone for everyone.

test('a member deletes their question from their own profile page by keyboard: gone there and on the product page', async ({ page }) => {
  const { alias } = await aMemberWithAProfile(page, 'Deleting Dora');
  const writer = await writerOf(page.context(), 'member');
  const { listing } = (await (await page.request.get('/api/catalog/variants/listing')).json()) as { listing: { products: { productCode: string }[] } };
  const productCode = listing.products[0]!.productCode;
  const question = `Is it good for sensitive skin? ${Date.now().toString(36)}`;
  const asked = await writer.api.post('/api/social/posts/create', { headers: { 'x-csrf-token': writer.csrfToken }, data: { $type: 'question', productCode, text: question } });
  expect(asked.status(), await asked.text()).toBe(201);

  await page.goto(`/social/profile/${alias}`);
  const posts = page.getByRole('region', { name: 'Inlägg' });
  const post = posts.getByRole('article').filter({ hasText: question });
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
  const sections = (await (await page.request.get(`/api/social/posts/pdp/${encodeURIComponent(productCode)}`)).json()) as { questions: { items: { text: string }[] } };
  expect(sections.questions.items.map((item) => item.text)).not.toContain(question);
});
