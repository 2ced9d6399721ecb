import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/live-page';
import { expectOrderConfirmation, fillCustomer, goToCheckout, miniCartButton, payByCard, putAProductInTheCart } from '../support/checkout-steps';

// Product → cart → checkout with each of the test payment provider's cards (and invoice) → order confirmation.
// Every test has its own browser context, so its own visitor and cart.

test.describe('checkout', () => {
  test('card 4111 1111 1111 1111 is authorized: order confirmation', async ({ page }) => {
    const productName = await putAProductInTheCart(page);
    await goToCheckout(page);
    await fillCustomer(page);
    await payByCard(page, '4111 1111 1111 1111');
    await expectOrderConfirmation(page, productName);
  });

  test('card 4000 0000 0000 0002 is declined: the message shows and the cart stays', async ({ page }) => {
    await putAProductInTheCart(page);
    await goToCheckout(page);
    await fillCustomer(page);
    await payByCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert').filter({ hasText: 'Ditt kort nekades.' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 1');
  });

  test('card 4000 0000 0000 3220 asks for a code in a dialog; 1234 authorizes', async ({ page }) => {
    const productName = await putAProductInTheCart(page);
    await goToCheckout(page);
    await fillCustomer(page);
    await payByCard(page, '4000 0000 0000 3220');
    const dialog = page.getByRole('dialog', { name: 'Bekräfta din betalning' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Verifieringskod' }).fill('1234');
    await dialog.getByRole('button', { name: 'Bekräfta' }).click();
    await expectOrderConfirmation(page, productName);
  });

  test('card 4000 0000 0000 3063 goes to the bank and back through the await page', async ({ page }) => {
    const productName = await putAProductInTheCart(page);
    await goToCheckout(page);
    await fillCustomer(page);
    await payByCard(page, '4000 0000 0000 3063');
    await expect(page.getByRole('heading', { level: 1, name: 'Test bank' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expectOrderConfirmation(page, productName);
  });

  test('declining at the bank brings the shopper back to a checkout that says so', async ({ page }) => {
    await putAProductInTheCart(page);
    await goToCheckout(page);
    await fillCustomer(page);
    await payByCard(page, '4000 0000 0000 3063');
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ditt kort nekades.' })).toBeVisible();
    await page.getByRole('link', { name: 'Tillbaka till kassan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kassa' })).toBeVisible();
    await expect(miniCartButton(page)).toHaveAccessibleName('Varukorg, antal varor: 1');
  });

  test('invoice with a valid personnummer: order confirmation', async ({ page }) => {
    const productName = await putAProductInTheCart(page);
    await goToCheckout(page);
    await fillCustomer(page);
    const main = page.locator('main');
    await main.getByRole('textbox', { name: 'Personnummer' }).fill('19811218-9876');
    await main.getByRole('radio', { name: /^Faktura/ }).check();
    await main.getByRole('button', { name: 'Slutför köp' }).click();
    await expectOrderConfirmation(page, productName);
  });

  test('missing details stop the purchase with focus on the first; a wrong e-mail is shown at its field', async ({ page }) => {
    await putAProductInTheCart(page);
    await goToCheckout(page);
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Slutför köp' }).click();
    await expect(main.getByRole('alert').filter({ hasText: 'Kontrollera de markerade fälten.' })).toBeVisible();
    const email = main.getByRole('textbox', { name: 'E-post', exact: true });
    await expect(email).toBeFocused();
    await email.fill('elsa@');
    await email.press('Tab');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(main).toContainText('Ange en giltig e-postadress');
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('the checkout and order confirmation pages have no axe-core violations', async ({ page }) => {
    const productName = await putAProductInTheCart(page);
    await goToCheckout(page);
    await expectNoAxeViolations(page);
    await fillCustomer(page);
    await payByCard(page, '4111 1111 1111 1111');
    await expectOrderConfirmation(page, productName);
    await expectNoAxeViolations(page);
  });
});
