import { expectNoAxeViolations } from '../support/axe';
import { accountButton, adminContext, registerMember } from '../support/account-steps';
import { expect, livePage, test, type Page } from '../support/live-page';
import { writerOf } from '../support/security/gateway-writer';
import { aMemberWithAProfile } from '../support/social-steps';

// Team Social's follows and feed, across two members and an administrator: a member follows a writer from the writer's
// profile by keyboard (onboarding on the way), reads what the writer wrote in their feed and on its hashtag's page, the
// writer is told through team Account's notifications, and a post a moderator takes out of feeds leaves the feed but
// stays on the profile; last, everyone's latest reviews.

interface ListedProduct {
  productCode: string;
}

/** A member of their own with a social profile and a question about a demo product: their alias and name, and the post. */
async function aWriterWithAQuestion(page: Page, question: string): Promise<{ alias: string; displayName: string; postId: string }> {
  const { alias, displayName } = await aMemberWithAProfile(page, 'Writer Wera');
  const writer = await writerOf(page.context(), 'member');
  const { listing } = (await (await page.request.get('/api/catalog/variants/listing')).json()) as { listing: { products: ListedProduct[] } };
  const asked = await writer.api.post('/api/social/posts/create', {
    headers: { 'x-csrf-token': writer.csrfToken },
    data: { $type: 'question', productCode: listing.products[0]!.productCode, text: question },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { postId } = ((await asked.json()) as { question: { postId: string } }).question;
  return { alias, displayName, postId };
}

test('a member follows a writer by keyboard, describes themself, reads the writer in the feed and by hashtag; the writer is told; a post taken out of feeds leaves both', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const hashtag = `allday${Date.now().toString(36)}`;
  const question = `Does it last all day? #AllDay${hashtag.slice('allday'.length)}`;
  const writer = await aWriterWithAQuestion(page, question);

  const followerContext = await browser.newContext();
  try {
    const follower = livePage(await followerContext.newPage());
    await registerMember(follower, 'follower');
    await follower.goto(`/social/profile/${writer.alias}`);
    await expect(follower.getByRole('heading', { level: 1 })).toHaveText(writer.displayName);
    await expect(follower.getByRole('button', { name: 'Följare: 0' })).toBeVisible();
    await follower.getByRole('button', { name: 'Följ', exact: true }).focus();
    await follower.keyboard.press('Enter');
    // Following needs a social profile: the member chooses one first, and the follow goes on by itself.
    const onboarding = follower.getByRole('dialog', { name: 'Skapa din sociala profil' });
    await expect(onboarding.getByRole('textbox', { name: 'Visningsnamn' })).toBeFocused();
    await follower.keyboard.type('Follower Fred');
    await follower.keyboard.press('Tab');
    await follower.keyboard.type(`fred.${Date.now().toString(36)}`);
    await follower.keyboard.press('Enter');
    await expect(onboarding).toBeHidden();
    await expect(follower.getByText(`Du följer nu ${writer.displayName}`)).toBeVisible();
    await expect(follower.getByRole('button', { name: 'Sluta följa' })).toBeVisible();
    await expect(follower.getByRole('button', { name: 'Följare: 1' })).toBeVisible();
    // The list of followers, opened by keyboard, names the follower as "you".
    await follower.getByRole('button', { name: 'Följare: 1' }).focus();
    await follower.keyboard.press('Enter');
    const followers = follower.getByRole('region', { name: 'Följare' });
    await expect(followers.getByRole('listitem')).toHaveText([/^Follower Fred @fred\.\S+ · Du$/]);
    await expectNoAxeViolations(follower, 'main');

    // Their own social profile, from the member flyout's my pages: words about themself, saved by keyboard.
    await accountButton(follower).click();
    await follower.getByRole('tab', { name: 'Mina sidor' }).click();
    await follower.getByRole('link', { name: 'Min sociala profil' }).click();
    await expect(follower).toHaveURL(/\/social\/my-profile$/);
    const profileForm = follower.getByRole('form', { name: 'Ändra profilen' });
    await expect(profileForm.getByRole('textbox', { name: 'Visningsnamn' })).toHaveValue('Follower Fred');
    await profileForm.getByRole('textbox', { name: 'Om dig' }).focus();
    await follower.keyboard.type('Lipsticks and long walks.');
    await follower.keyboard.press('Tab');
    await expect(profileForm.getByRole('button', { name: 'Spara' })).toBeFocused();
    await follower.keyboard.press('Enter');
    await expect(profileForm.getByText('Din profil är sparad.')).toBeVisible();
    await expectNoAxeViolations(follower, 'main');

    // The feed, from the member flyout's my pages: the writer's question, with its writer.
    await accountButton(follower).click();
    await follower.getByRole('tab', { name: 'Mina sidor' }).click();
    await follower.getByRole('link', { name: 'Mitt flöde' }).click();
    await expect(follower).toHaveURL(/\/social\/feed$/);
    await expect(follower.getByRole('heading', { level: 1 })).toHaveText('Ditt flöde');
    const entry = follower.getByRole('article').filter({ hasText: question });
    await expect(entry.getByRole('link', { name: writer.displayName })).toHaveAttribute('href', `/social/profile/${writer.alias}`);
    await expectNoAxeViolations(follower, 'main');
    // Its first HTML is the feed itself (the team's own page, rendered on the server).
    const html = await (await follower.request.get('/social/feed', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(question);

    // The question's hashtag is a link to its page, which lists the question with its writer.
    await entry.getByRole('link', { name: `#AllDay${hashtag.slice('allday'.length)}` }).focus();
    await follower.keyboard.press('Enter');
    await expect(follower).toHaveURL(new RegExp(`/social/hashtag/${hashtag}$`));
    await expect(follower.getByRole('heading', { level: 1 })).toHaveText(`#${hashtag}`);
    const tagged = follower.getByRole('article').filter({ hasText: question });
    await expect(tagged.getByRole('link', { name: writer.displayName })).toBeVisible();
    await expectNoAxeViolations(follower, 'main');

    // The writer hears of the follower through team Account's notifications.
    await expect
      .poll(async () => {
        const list = (await (await page.request.get('/api/my/notifications')).json()) as { items: { kind: string; text: { children: { text: string }[] } }[] };
        return list.items.filter((item) => item.kind === 'social-follow').map((item) => item.text.children.map((part) => part.text).join(''));
      })
      .toEqual(['Follower Fred följer dig nu.']);

    // An administrator takes the question out of feeds: gone from the feed and the hashtag's page, still on the
    // writer's profile.
    const admin = await adminContext(browser);
    try {
      const moderator = await writerOf(admin, 'administrator');
      const hidden = await moderator.api.post('/api/admin/social/moderation/hide-post-from-feed', {
        headers: { 'x-csrf-token': moderator.csrfToken },
        data: { postId: writer.postId },
      });
      expect(hidden.status(), await hidden.text()).toBe(200);
    } finally {
      await admin.close();
    }
    // Out of the hashtag's page too.
    await follower.reload();
    await expect(follower.getByText(`Ingen har skrivit något med #${hashtag} än.`)).toBeVisible();
    await expect(follower.getByRole('article')).toHaveCount(0);
    await follower.goto('/social/feed');
    await expect(follower.getByText('De du följer har inte skrivit något än.')).toBeVisible();
    await expect(follower.getByRole('article')).toHaveCount(0);

    // Back on the writer's profile the question is there; the member stops following, by keyboard.
    await follower.goto(`/social/profile/${writer.alias}`);
    await expect(follower.getByRole('article').filter({ hasText: question })).toBeVisible();
    await follower.getByRole('button', { name: 'Sluta följa' }).focus();
    await follower.keyboard.press('Enter');
    await expect(follower.getByText(`Du följer inte längre ${writer.displayName}`)).toBeVisible();
    await expect(follower.getByRole('button', { name: 'Följ', exact: true })).toBeFocused();
    await expect(follower.getByRole('button', { name: 'Följare: 0' })).toBeVisible();

    // Everyone's latest posts, and of them the reviews (the demo's, at least), chosen by keyboard.
    await follower.goto('/social/posts');
    await expect(follower.getByRole('heading', { level: 1 })).toHaveText('Senaste inläggen');
    const kinds = follower.getByRole('navigation', { name: 'Visa' });
    await kinds.getByRole('link', { name: 'Omdömen' }).focus();
    await follower.keyboard.press('Enter');
    await expect(follower).toHaveURL(/\/social\/posts\?kind=reviews$/);
    await expect(follower.getByRole('heading', { level: 1 })).toHaveText('Senaste omdömena');
    await expect(kinds.getByRole('link', { name: 'Omdömen' })).toHaveAttribute('aria-current', 'page');
    await expect(follower.getByRole('list', { name: 'Senaste omdömena' }).getByRole('article')).toHaveCount(10);
    await expectNoAxeViolations(follower, 'main');
  } finally {
    await followerContext.close();
  }
});
