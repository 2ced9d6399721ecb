import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { livePage, waitUntilLive } from './live-page';

// Team Account's steps as a shopper takes them in the composed store: the account box, logging in and out, the demo
// people, demo mail as the demo administrator reads it, and becoming a member through a confirmed registration.

export const demoMember = { email: 'member@example.com', password: 'demo-password-1' };
export const demoAdmin = { email: 'admin@example.com', password: 'admin-password-1' };

export const uniqueEmail = (what: string) => `e2e.${what}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export const accountBox = (page: Page) => page.getByRole('dialog', { name: 'Logga in eller bli medlem' });
export const openPanel = (page: Page) => accountBox(page).getByRole('tabpanel');
export const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Logga in|Mitt konto)/ });

/** Fills the open account box's login tab and sends it; the box closes and the header greets the member. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  const panel = openPanel(page);
  await panel.getByRole('textbox', { name: 'E-post' }).fill(email);
  await panel.getByLabel('Lösenord', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(accountBox(page)).toBeHidden();
  await expect(accountButton(page)).toHaveAccessibleName(/^Mitt konto/);
}

/** Logs someone in from the start page, through the header's account button. */
export async function logInThroughTheBox(page: Page, person = demoMember): Promise<void> {
  await page.goto('/');
  // A page whose goto does not wait (first-paint.spec.ts): the account button does nothing until the shell is live.
  await waitUntilLive(page);
  await accountButton(page).click();
  await logIn(page, person.email, person.password);
}

export async function logOut(page: Page): Promise<void> {
  await accountButton(page).click();
  const flyout = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Mina sidor' }) });
  await flyout.getByRole('tab', { name: 'Mina sidor' }).click();
  await flyout.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page)).toHaveAccessibleName('Logga in');
  // The logout ends in a new document: a click before it is live reaches a server-rendered button with no handler.
  await waitUntilLive(page);
}

/** A browser context of its own with the demo administrator logged in. */
export async function adminContext(browser: Browser, baseURL?: string): Promise<BrowserContext> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = livePage(await context.newPage());
  await logInThroughTheBox(page, demoAdmin);
  await page.close();
  return context;
}

const mailTo = (page: Page, email: string): Locator => page.getByRole('row').filter({ hasText: email });

type SavedLogin = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The demo administrator's login per store (origin), kept by this worker after its first login through the box: the
 * mail reads that follow start logged in, instead of logging in again each time.
 */
const adminLogins = new Map<string, SavedLogin>();

/** The mail viewer open as the demo administrator: with the kept login while it still opens it, else after a new one. */
async function openMailViewer(browser: Browser, origin: string): Promise<{ context: BrowserContext; mailbox: Page }> {
  const kept = adminLogins.get(origin);
  if (kept) {
    const context = await browser.newContext({ baseURL: origin, storageState: kept });
    const mailbox = await context.newPage();
    // A visitor gets 404 there: the kept session has ended (a logout everywhere, its time ran out).
    if ((await mailbox.goto('/mailbox'))?.ok()) return { context, mailbox };
    await context.close();
    adminLogins.delete(origin);
  }
  const context = await adminContext(browser, origin);
  adminLogins.set(origin, await context.storageState());
  const mailbox = await context.newPage();
  await mailbox.goto('/mailbox');
  return { context, mailbox };
}

/**
 * The link in the newest mail to `email` with `subject`, as the demo administrator reads it in the mail viewer (a
 * visitor or a member gets 404 there): its path and query, to open in the shopper's own browser.
 */
export async function linkInMail(browser: Browser, page: Page, email: string, subject: string, link: RegExp): Promise<string> {
  const origin = new URL(page.url()).origin;
  const { context, mailbox } = await openMailViewer(browser, origin);
  try {
    await expectNoAxeViolations(mailbox);
    await mailTo(mailbox, email).filter({ hasText: subject }).first().getByRole('link').first().click();
    const href = await mailbox.getByRole('link', { name: link }).first().getAttribute('href');
    const url = new URL(href ?? '', origin);
    expect(url.origin).toBe(origin);
    return `${url.pathname}${url.search}`;
  } finally {
    await context.close();
  }
}

/** Registers through the box, then confirms through the mailed link: on the start page, logged in. */
export async function register(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/?register');
  const panel = openPanel(page);
  await expect(accountBox(page).getByRole('tab', { name: 'Bli medlem' })).toHaveAttribute('aria-selected', 'true');
  await panel.getByRole('textbox', { name: 'E-post' }).fill(email);
  await panel.getByLabel('Lösenord', { exact: true }).fill(password);
  await panel.getByRole('textbox', { name: 'Mobilnummer' }).fill('070 123 45 67');
  const submit = panel.getByRole('button', { name: 'Skapa konto' });
  await expect(submit).toBeDisabled();
  await panel.getByRole('checkbox', { name: 'Jag godkänner medlemsvillkoren' }).check();
  await submit.click();
  // After three registrations an hour from one address (every test's browser is on 127.0.0.1) the browser solves a
  // challenge first, one bit harder with each registration, and again when another test registered meanwhile.
  await expect(panel.getByRole('status').first()).toContainText(`Vi har skickat en länk till ${email}.`, { timeout: 45_000 });
  await expect(accountButton(page)).toHaveAccessibleName('Logga in');

  const browser = page.context().browser();
  if (!browser) throw new Error('registering needs a browser to read the confirmation mail in');
  const confirmation = await linkInMail(browser, page, email, 'Bekräfta din e-postadress', /\?confirmRegistration=/);
  await page.goto(confirmation);
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page)).toHaveAccessibleName(/^Mitt konto/);
}

/** A new member of their own, registered and confirmed, logged in in this page's browser context. */
export async function registerMember(page: Page, what = 'member'): Promise<{ email: string; password: string }> {
  const member = { email: uniqueEmail(what), password: `${what}-secret-phrase-1` };
  await register(page, member.email, member.password);
  return member;
}
