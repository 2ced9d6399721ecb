import { expectNoAxeViolations } from '../support/axe';
import { expect, livePage, test } from '../support/live-page';
import { aMemberWithAProfile, notificationsOf } from '../support/social-steps';

// Team Social's direct messages between two members, by keyboard: one writes to the other from their profile page, the
// other is told through team Account's notifications, reads the invitation on the messages page and accepts it, and
// they write to each other; the first sees the answer come into the open conversation by itself.

test('a member invites another to a conversation from their profile, is told when the answer comes; the other accepts and answers', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await aMemberWithAProfile(page, 'Anna Ask');
  const boContext = await browser.newContext();
  try {
    const bo = livePage(await boContext.newPage());
    const boProfile = await aMemberWithAProfile(bo, 'Bo Berg');

    // Anna writes to Bo from his profile page, by keyboard.
    await page.goto(`/social/profile/${boProfile.alias}`);
    await page.getByRole('button', { name: 'Skicka ett meddelande' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Ditt meddelande till Bo Berg' })).toBeFocused();
    await page.keyboard.type('Hej Bo! Var köpte du paletten <b>du</b> visade?');
    await page.keyboard.press('Control+Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Meddelandet är skickat.' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Öppna konversationen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/social\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Konversation med Bo Berg' })).toBeVisible();
    const annasLog = page.getByRole('log');
    await expect(annasLog).toContainText('Hej Bo! Var köpte du paletten <b>du</b> visade?');
    // Until Bo answers, Anna writes nothing more.
    await expect(page.getByText('Bo Berg har inte accepterat din inbjudan ännu.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Ditt meddelande till Bo Berg' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'main');

    // Bo is told, finds the invitation on his messages page and accepts it.
    await expect.poll(() => notificationsOf(bo, 'social-message-invitation'), { timeout: 30_000 }).toEqual(['Anna Ask vill skriva till dig.']);
    await bo.goto('/social/messages');
    const invitations = bo.getByRole('region', { name: 'Inbjudningar' });
    await expect(invitations.getByRole('listitem')).toContainText(['Hej Bo! Var köpte du paletten <b>du</b> visade?']);
    await expectNoAxeViolations(bo, 'main');
    await invitations.getByRole('button', { name: 'Acceptera' }).focus();
    await bo.keyboard.press('Enter');
    await expect(bo.getByRole('heading', { name: 'Konversation med Anna Ask' })).toBeVisible();
    await expect(bo.getByRole('region', { name: 'Inbjudningar' })).toHaveCount(0);
    const reply = bo.getByRole('textbox', { name: 'Ditt meddelande till Anna Ask' });
    await reply.focus();
    await bo.keyboard.type('På Åhléns i Malmö!');
    await bo.keyboard.press('Tab');
    await bo.keyboard.press('Enter');
    await expect(bo.getByRole('log')).toContainText('På Åhléns i Malmö!');
    await expect(reply).toBeFocused();
    await expect(reply).toHaveValue('');

    // Anna's open conversation shows the answer by itself, and now she may write again; she is told of it too.
    await expect(annasLog).toContainText('På Åhléns i Malmö!', { timeout: 20_000 });
    const annasField = page.getByRole('textbox', { name: 'Ditt meddelande till Bo Berg' });
    await annasField.focus();
    await page.keyboard.type('Tack!');
    await page.keyboard.press('Control+Enter');
    await expect(annasLog.getByRole('listitem')).toHaveText([/Hej Bo!/, /På Åhléns i Malmö!/, /Tack!/]);
    await expect.poll(() => notificationsOf(page, 'social-direct-message'), { timeout: 30_000 }).toEqual(['Bo Berg har skickat ett meddelande till dig.']);

    // Bo's list: the conversation with Anna, her last message unread until he opens it.
    await bo.goto('/social/messages');
    const conversations = bo.getByRole('region', { name: 'Konversationer' });
    await expect(conversations.getByRole('link')).toContainText(['Anna Ask']);
    await expect(conversations).toContainText('1 olästa');
    await expectNoAxeViolations(bo, 'main');
  } finally {
    await boContext.close();
  }
});
