import type { Page } from '@playwright/test';
import { adminContext } from '../support/account-steps';
import { expectNoAxeViolations } from '../support/axe';
import { expect, livePage, test } from '../support/live-page';
import { writerOf, type GatewayWriter } from '../support/security/gateway-writer';
import { aMemberWithAProfile } from '../support/social-steps';

// Writing as another profile (team Social): an administrator acts as a member's profile and stops;
// a member the administrator named an agent of the shop's shared profile chooses it and writes as it. By keyboard.

const sharedAlias = 'skonhetsredaktionen';

async function aProductCode(page: Page): Promise<string> {
  const { listing } = (await (await page.request.get('/api/catalog/variants/listing')).json()) as { listing: { products: { productCode: string }[] } };
  return listing.products[0]!.productCode;
}

const ask = (writer: GatewayWriter, productCode: string, text: string) =>
  writer.api.post('/api/social/posts/create', { headers: { 'x-csrf-token': writer.csrfToken }, data: { $type: 'question', productCode, text } });

const activityOf = (page: Page) => page.getByRole('region', { name: 'Inlägg' });

test('an administrator acts as a member’s profile by keyboard: what they write is the profile’s until they stop', async ({ page, browser }) => {
  const anna = await aMemberWithAProfile(page, 'Acted Anna');
  const context = await adminContext(browser);
  try {
    const admin = livePage(await context.newPage());
    await admin.goto(`/social/profile/${anna.alias}`);
    await admin.getByRole('button', { name: 'Agera som profilen' }).focus();
    await admin.keyboard.press('Enter');
    await expect(admin).toHaveURL(/\/social\/my-profile$/);
    const notice = admin.getByRole('region', { name: 'Du agerar som en annan profil' });
    await expect(notice).toContainText(`Som administratör agerar du som Acted Anna (@${anna.alias})`);
    await expect(admin.locator('main')).toContainText(`@${anna.alias}`);
    await expectNoAxeViolations(admin, 'main');

    const productCode = await aProductCode(admin);
    const question = `Which shade for olive skin? ${Date.now().toString(36)}`;
    const asked = await ask(await writerOf(context, 'administrator'), productCode, question);
    expect(asked.status(), await asked.text()).toBe(201);
    await page.goto(`/social/profile/${anna.alias}`);
    await expect(activityOf(page).getByRole('article').filter({ hasText: question })).toBeVisible();

    await notice.getByRole('button', { name: 'Sluta agera som profilen' }).focus();
    await admin.keyboard.press('Enter');
    await expect(admin.getByRole('region', { name: 'Du agerar som en annan profil' })).toHaveCount(0);
    await expect(admin.locator('main')).not.toContainText(`@${anna.alias}`);
    // The administrator writes as themself again (whether or not they have a profile of their own).
    const mine = (await (await context.request.get('/api/my/social/profile')).json()) as { onBehalfOf: unknown; isImpersonating: boolean; profile: { profileId: string } | null };
    expect(mine).toMatchObject({ onBehalfOf: null, isImpersonating: false });
    expect(mine.profile?.profileId).not.toBe(anna.profileId);
  } finally {
    await context.close();
  }
});

test('a member named an agent of the shop’s shared profile chooses it by keyboard and writes as it; struck off, they are refused', async ({ page, browser }) => {
  const agent = await aMemberWithAProfile(page, 'Agent Agnes');
  const memberId = ((await (await page.request.get('/appshell/data')).json()) as { currentUser: { id: string } }).currentUser.id;
  const context = await adminContext(browser);
  try {
    const admin = await writerOf(context, 'administrator');
    const shared = (await (await context.request.get(`/social/profile/${sharedAlias}`, { headers: { accept: 'application/json' } })).json()) as {
      profile: { profileId: string };
    };
    const agency = { headers: { 'x-csrf-token': admin.csrfToken }, data: { profileId: shared.profile.profileId, memberId } };
    const granted = await admin.api.post('/api/admin/social/profile-agents/grant', agency);
    expect(granted.status(), await granted.text()).toBe(200);

    await page.goto('/social/my-profile');
    const choice = page.getByRole('form', { name: 'Vem du skriver som' });
    await expect(choice).toContainText('Du skriver som dig själv.');
    await choice.getByRole('radio', { name: 'Mig själv' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(choice.getByRole('radio', { name: `Skönhetsredaktionen (@${sharedAlias})` })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(choice.getByRole('button', { name: 'Använd' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', { name: 'Vem du skriver som' })).toContainText(`Du skriver som Skönhetsredaktionen (@${sharedAlias})`);
    await expect(page.locator('main')).toContainText(`@${sharedAlias}`);
    await expectNoAxeViolations(page, 'main');

    const productCode = await aProductCode(page);
    const question = `Our editors ask: how long does it last? ${Date.now().toString(36)}`;
    const member = await writerOf(page.context(), 'member');
    expect((await ask(member, productCode, question)).status()).toBe(201);
    await page.goto(`/social/profile/${sharedAlias}`);
    const post = activityOf(page).getByRole('article').filter({ hasText: question });
    // The shared profile's page is the agent's own while they write as it: their post is theirs to delete.
    await expect(post.getByRole('button', { name: 'Radera inlägget' })).toBeVisible();

    const revoked = await admin.api.post('/api/admin/social/profile-agents/revoke', agency);
    expect(revoked.status(), await revoked.text()).toBe(200);
    const refused = await ask(member, productCode, `${question} once more`);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('not_authorized_for_profile');
    await page.goto('/social/my-profile');
    await expect(page.getByRole('form', { name: 'Vem du skriver som' })).toHaveCount(0);
    await expect(page.locator('main')).toContainText(`@${agent.alias}`);
  } finally {
    await context.close();
  }
});
