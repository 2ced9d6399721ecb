import { expectNoAxeViolations } from '../support/axe';
import { accountBox, adminContext, demoMember, logInThroughTheBox, openPanel, registerMember } from '../support/account-steps';
import { expect, livePage, test, type Page } from '../support/live-page';
import { importSephoraReviews, lipMaskCode } from '../support/sephora-reviews';
import { aMemberWithAProfile } from '../support/social-steps';

// Team Social's reviews on the product page, on real data: the two Sephora products of the review sample imported
// into the catalog, the sample's 1,000 reviews through `npm run social:import`'s own command. Reading them, and a new
// member writing one by keyboard alone; the catalog shows the rating Social sends it.
const secret = process.env.E2E_IDENTITY_SECRET;
test.skip(!secret, 'needs the identity secret of the store the e2e run started (the imports are the operator’s)');
test.describe.configure({ mode: 'serial' });

let productUrl = '';
/** The review the keyboard journey wrote, and its writer: the moderation journey marks, reports and hides it. */
let writtenTitle = '';
let writer: { email: string; password: string } | null = null;

interface SearchProduct {
  productCode: string;
  url: string;
  rating?: number;
  reviewCount?: number;
}

const lipMaskInSearch = async (page: Page): Promise<SearchProduct | undefined> => {
  const answer = await page.request.get('/api/search/products?q=laneige%20lip%20sleeping%20mask');
  return ((await answer.json()) as { products: SearchProduct[] }).products.find((product) => product.productCode === lipMaskCode);
};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const output = await importSephoraReviews(secret!);
  // 983 reviews of the lip mask, 1 of the cleanser (new, or unchanged when a retry imports again); 16 second reviews
  // of one author refused and listed.
  expect(output).toMatch(/^Imported 1000 review rows in [\d.]+ s: (984 new, 0 updated, 0 unchanged|0 new, 0 updated, 984 unchanged), 16 failed\.$/m);
  const page = await browser.newPage();
  await expect.poll(async () => (await lipMaskInSearch(page))?.url ?? '').toMatch(/^\/p\//);
  productUrl = (await lipMaskInSearch(page))!.url;
  await page.close();
});

const reviews = (page: Page) => page.getByRole('region', { name: 'Omdömen' });

/** The sample's 983 reviews of the lip mask, and the journey's own when a retry comes after it. */
const sampleCount = /^Omdömen: 98[34]$/;

async function openReviews(page: Page): Promise<void> {
  await page.goto(productUrl);
  await page.locator('.c_ProductPage__social').scrollIntoViewIfNeeded();
  await expect(reviews(page).getByText(sampleCount).first()).toBeVisible();
}

test('the catalog shows the rating and count that Social’s imported reviews give the product', async ({ page }) => {
  // Social sends its summaries to the catalog by itself (every 2 s and on each change): no call of the test's own. The
  // stored-XSS sweep beside it writes reviews too, each a summary the catalog takes in turn: this test failed once in
  // a local run beside the sweep (its message not kept; the next run passed), so the poll has 30 s, not 10.
  await expect
    .poll(async () => {
      const product = await lipMaskInSearch(page);
      return [product?.rating, product?.reviewCount === 983 || product?.reviewCount === 984];
    }, { timeout: 30_000 })
    .toEqual([4.1, true]);
});

test('a shopper reads the imported reviews: the summary, a star filter, another order and the next page', async ({ page }) => {
  await openReviews(page);
  const section = reviews(page);
  await expect(section.getByText('4,1 av 5 stjärnor').first()).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: 'av 5 stjärnor' })).toHaveCount(10);
  await section.getByRole('button', { name: /^1 stjärna/ }).click();
  await expect(section.getByRole('button', { name: /^1 stjärna/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(section.getByText('Visade omdömen: 10 av 85')).toBeVisible();
  const shownStars = section.getByRole('listitem').filter({ hasText: /av 5 stjärnor/ });
  await expect(shownStars.filter({ hasNotText: '1 av 5 stjärnor' })).toHaveCount(0);
  await section.getByRole('button', { name: 'Visa fler omdömen' }).click();
  await expect(section.getByText('Visade omdömen: 20 av 85')).toBeVisible();
  await section.getByRole('combobox', { name: 'Sortera efter' }).selectOption({ label: 'Mest hjälpsamma' });
  await expect(section.getByText('Visade omdömen: 10 av 85')).toBeVisible();
  await expectNoAxeViolations(page, '.c_ProductPage__social');
});

test('a member comments on an imported review by keyboard: its comments open under it, theirs shows last and is counted', async ({ page }) => {
  await aMemberWithAProfile(page, 'Commenting Cleo');
  await openReviews(page);
  const review = reviews(page).getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Kommentarer \(\d+\)$/ }) }).first();
  const toggle = review.getByRole('button', { name: /^Kommentarer \(\d+\)$/ });
  const before = Number((await toggle.textContent())!.replace(/\D/g, ''));
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await review.getByRole('button', { name: 'Skriv en kommentar' }).focus();
  await page.keyboard.press('Enter');
  const words = `Same here, it lasts all night. ${Date.now().toString(36)}`;
  await expect(review.getByRole('textbox', { name: /^Din kommentar/ })).toBeFocused();
  await page.keyboard.type(words);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(review.getByRole('list', { name: 'Kommentarer' }).getByRole('listitem').last()).toContainText(words);
  await expect(review.getByRole('button', { name: `Kommentarer (${before + 1})` })).toBeVisible();
  await expectNoAxeViolations(page, '.c_ProductPage__social');
});

test('a review’s author leads to their social profile: who they are and what they wrote, each with its product', async ({ page }) => {
  await openReviews(page);
  const firstReview = reviews(page).getByRole('listitem').filter({ hasText: 'av 5 stjärnor' }).first();
  const author = firstReview.getByRole('link').first();
  const name = (await author.textContent())!;
  await author.click();
  await expect(page).toHaveURL(/\/social\/profile\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText(/^Omdömen: \d+ · Frågor: \d+$/)).toBeVisible();
  await expect(page.getByRole('article').first().getByRole('link', { name: /Lip Sleeping Mask/ })).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  // The profile's first HTML has its name (the page is the team's own, rendered on the server).
  const html = await (await page.request.get(new URL(page.url()).pathname, { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<h1 class="o_ProfilePage__name">/);
});

test('a new member writes a review by keyboard alone: log in, choose a social profile, rate and write', async ({ page }) => {
  test.setTimeout(120_000);
  // A title of this run's own: a retry finds the first attempt's review there too.
  const title = `Works overnight ${Date.now().toString(36)}`;
  writtenTitle = title;
  const member = await registerMember(page, 'reviewer');
  writer = member;
  // Logged out again in a fresh page of the same browser: the write button asks for the login first.
  await page.context().clearCookies();
  await openReviews(page);
  await reviews(page).getByRole('button', { name: 'Skriv ett omdöme' }).focus();
  await page.keyboard.press('Enter');
  await expect(accountBox(page)).toBeVisible();
  await expect(openPanel(page).getByRole('textbox', { name: 'E-post' })).toBeFocused();
  await page.keyboard.type(member.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await expect(accountBox(page)).toBeHidden();

  // The login loads the page again: the write the visitor began goes on by itself, with the onboarding first.
  const onboarding = page.getByRole('dialog', { name: 'Skapa din sociala profil' });
  await expect(onboarding.getByRole('textbox', { name: 'Visningsnamn' })).toBeFocused();
  await page.keyboard.type('Keyboard Kim');
  await page.keyboard.press('Tab');
  await expect(onboarding.getByRole('textbox', { name: 'Alias' })).toBeFocused();
  await page.keyboard.type(`kim.${Date.now()}`);
  await page.keyboard.press('Enter');
  await expect(onboarding).toBeHidden();

  const form = page.getByRole('form', { name: /^Ditt omdöme om / });
  await expect(form.getByRole('heading')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('radio', { name: /^1 stjärna/ })).toBeFocused();
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: /^4 stjärnor/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await page.keyboard.type('My lips were soft the next morning, every morning, for a whole month.');
  // The lip mask is skincare: its reviews ask for a skin type (and not a skin tone).
  await page.keyboard.press('Tab');
  await expect(form.getByRole('combobox', { name: 'Hudtyp' })).toBeFocused();
  await expect(form.getByRole('combobox', { name: 'Hudton' })).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(form.getByRole('radio', { name: 'Ja' })).toBeChecked();
  await expectNoAxeViolations(page, '.c_ProductPage__social');
  await form.getByRole('button', { name: 'Publicera omdöme' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Tack! Ditt omdöme är publicerat.')).toBeVisible();
  const mine = reviews(page).getByRole('listitem').filter({ hasText: title });
  await expect(mine).toContainText('Keyboard Kim');
  await expect(mine).toContainText('4 av 5 stjärnor');
  await expect(reviews(page).getByText(/^Omdömen: 98[45]$/).first()).toBeVisible();
  await expect(reviews(page).getByRole('button', { name: 'Skriv ett omdöme' })).toHaveCount(0);
  await expect(reviews(page).getByText('Du har skrivit ett omdöme om produkten.')).toBeVisible();

  // Its writer changes it, by keyboard too: one more star and other words; it says it was changed.
  await mine.getByRole('button', { name: 'Ändra omdömet' }).focus();
  await page.keyboard.press('Enter');
  const change = page.getByRole('form', { name: /^Ändra ditt omdöme om / });
  await expect(change.getByRole('heading')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(change.getByRole('radio', { name: /^4 stjärnor/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(change.getByRole('radio', { name: /^5 stjärnor/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Better still after two months: my lips stay soft all day now.');
  await change.getByRole('button', { name: 'Spara ändringen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ditt omdöme är ändrat.')).toBeAttached();
  await expect(mine.getByRole('article')).toBeFocused();
  await expect(mine.getByRole('article')).toContainText('5 av 5 stjärnor');
  await expect(mine).toContainText('(ändrad)');
  // Another shopper sees it too, as changed, first among the newest.
  await page.context().clearCookies();
  await page.goto(productUrl);
  await page.locator('.c_ProductPage__social').scrollIntoViewIfNeeded();
  const shown = reviews(page).getByRole('listitem').filter({ hasText: 'av 5 stjärnor' }).first();
  await expect(shown).toContainText(title);
  await expect(shown).toContainText('Better still after two months');
  await expect(shown).toContainText('(ändrad)');
});

test('a member marks the review helpful and reports it by keyboard; an administrator hides it, no shopper sees or counts it, its writer was told and sees it was not published', async ({ page, browser }) => {
  test.setTimeout(120_000);
  test.skip(!writtenTitle, 'the keyboard journey wrote no review');
  await logInThroughTheBox(page, demoMember);
  await openReviews(page);
  const written = reviews(page).getByRole('listitem').filter({ hasText: writtenTitle });
  // First a helpful mark, which the writer hears of in their notifications.
  await written.getByRole('button', { name: /^Hjälpsamt/ }).click();
  await expect(written.getByRole('button', { name: /^Hjälpsamt/ })).toHaveAttribute('aria-pressed', 'true');
  await written.getByRole('button', { name: 'Anmäl' }).focus();
  await page.keyboard.press('Enter');
  await expect(written.getByRole('radio', { name: 'Stötande eller kränkande' })).toBeFocused();
  await expectNoAxeViolations(page, '.c_ProductPage__social');
  await page.keyboard.press('ArrowDown');
  await expect(written.getByRole('radio', { name: 'Reklam eller spam' })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(written.getByText('Tack! Vi granskar det du anmälde.')).toBeFocused();

  const admin = await adminContext(browser);
  try {
    const moderator = livePage(await admin.newPage());
    // The report waits in the moderators' queue, through the gateway.
    const queue = await moderator.request.get('/api/admin/social/moderation/cases?count=50');
    expect(queue.status()).toBe(200);
    const cases = ((await queue.json()) as { items: { subject: { title?: string }; reportCount: number }[] }).items;
    expect(cases.find((item) => item.subject.title === writtenTitle)?.reportCount).toBeGreaterThanOrEqual(1);

    await openReviews(moderator);
    const before = Number((await reviews(moderator).getByText(/^Omdömen: \d+$/).first().textContent())!.replace(/\D/g, ''));
    const toHide = reviews(moderator).getByRole('listitem').filter({ hasText: writtenTitle });
    await toHide.getByRole('button', { name: 'Dölj' }).focus();
    await moderator.keyboard.press('Enter');
    await expect(moderator.getByText('Dolt. Ingen besökare ser det längre.')).toBeFocused();
    await expect(toHide).toHaveCount(0);
    await expectNoAxeViolations(moderator, '.c_ProductPage__social');

    // Every other shopper: gone from the list and from the count, here and in the catalog's rating.
    await page.context().clearCookies();
    await page.goto(productUrl);
    await page.locator('.c_ProductPage__social').scrollIntoViewIfNeeded();
    await expect(reviews(page).getByText(`Omdömen: ${before - 1}`).first()).toBeVisible();
    await expect(reviews(page).getByRole('listitem').filter({ hasText: writtenTitle })).toHaveCount(0);
    await expect.poll(async () => (await lipMaskInSearch(page))?.reviewCount).toBe(before - 1);

    // The writer was told of the helpful mark, through team Account's notifications.
    const writerPage = await page.context().newPage();
    await logInThroughTheBox(writerPage, writer!);
    await expect
      .poll(async () => {
        const list = (await (await writerPage.request.get('/api/my/notifications')).json()) as { items: { kind: string; text: { children: { text: string }[] } }[] };
        return list.items.filter((item) => item.kind === 'social-helpful').map((item) => item.text.children.map((part) => part.text).join(''));
      })
      .toEqual(expect.arrayContaining([expect.stringMatching(/^Någon tyckte att ditt omdöme om .*Lip Sleeping Mask.* var hjälpsamt\.$/)]));
    // The writer's own visit to the product: where the form was, the section says the review was not published.
    await writerPage.goto(productUrl);
    await writerPage.locator('.c_ProductPage__social').scrollIntoViewIfNeeded();
    await expect(reviews(writerPage).getByText('Ditt omdöme publicerades inte: det följer inte våra riktlinjer.')).toBeVisible();
    await expect(reviews(writerPage).getByText('Du har skrivit ett omdöme om produkten.')).toHaveCount(0);
    await expect(reviews(writerPage).getByRole('button', { name: 'Skriv ett omdöme' })).toHaveCount(0);
  } finally {
    await admin.close();
  }
});
