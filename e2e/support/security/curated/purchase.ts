import { expect, type Locator, type Page } from '@playwright/test';
import { sendThroughGateway } from '../send-through-gateway';
import { payloadKinds, type Payload } from '../xss-payloads';
import { payloadFor, type CuratedOutcome, type CuratedSession } from './curated-step';

type AddressPart = 'firstName' | 'lastName' | 'careOf' | 'street' | 'city';
const addressLabels: Record<AddressPart, string> = { firstName: 'Förnamn', lastName: 'Efternamn', careOf: 'c/o (valfritt)', street: 'Gatuadress', city: 'Ort' };
const addressParts = Object.keys(addressLabels) as AddressPart[];

/** Both ways the checkout's form reaches the server as the page sends it: while typing, and with the purchase. */
const formRoutes = ['POST /checkout/update', 'POST /checkout/completePurchase'];

interface FormText {
  /** The path in the checkout form: `customerInfo.billingAddress.firstName`. */
  path: string;
  label: string;
  payload: Payload;
}

/** The two address blocks: the billing address first, the delivery address in its own fieldset. */
const addressBlock = (main: Locator, delivery: boolean) =>
  delivery ? main.getByRole('group', { name: 'Leveransadress' }) : main.getByRole('region', { name: 'Adress' });

async function fillAddress(main: Locator, texts: FormText[], delivery: boolean): Promise<void> {
  const block = addressBlock(main, delivery);
  for (const text of texts) await block.getByRole('textbox', { name: text.label, exact: true }).first().fill(text.payload.text);
  await block.getByRole('textbox', { name: 'Postnummer', exact: true }).first().fill('111 51');
}

const valueAt = (form: unknown, path: string) => path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], form);

async function payByCard(page: Page, holderName: Payload): Promise<void> {
  const main = page.locator('main');
  await main.getByRole('radio', { name: /^Kort/ }).check();
  await main.getByRole('textbox', { name: 'Kortnummer' }).fill('4111 1111 1111 1111');
  await main.getByRole('textbox', { name: 'Utgångsmånad' }).fill('12');
  await main.getByRole('textbox', { name: 'Utgångsår' }).fill(String(new Date().getFullYear() + 2));
  await main.getByRole('textbox', { name: 'Säkerhetskod (CVC)' }).fill('737');
  await main.getByRole('textbox', { name: 'Namn på kortet' }).fill(holderName.text);
  await main.getByRole('button', { name: 'Slutför köp' }).click();
}

/**
 * A real purchase by the member with the test card, two of one product: every name and address line of the
 * billing and delivery address, the gift wrap greeting and the card holder's name hold payloads. The form is saved as
 * it is typed; a full load of the checkout then shows it again from the server's first HTML, before the purchase.
 */
export async function purchase({ member, memberLogin, memberWriter, book }: CuratedSession, productCode: string): Promise<CuratedOutcome & { orderNumber: string }> {
  const texts: FormText[] = [];
  const add = (path: string, label: string, maxLength: number) => {
    const payload = payloadFor(book, payloadKinds[texts.length % payloadKinds.length]!, `${formRoutes[0]} body.${path}`, maxLength);
    texts.push({ path, label, payload });
    return texts.at(-1)!;
  };
  const billing = addressParts.map((part) => add(`customerInfo.billingAddress.${part}`, addressLabels[part], 100));
  const delivery = addressParts.map((part) => add(`customerInfo.alternativeDeliveryAddress.${part}`, addressLabels[part], 100));
  const greeting = add('giftWrapGreetingInformation.greeting', 'Hälsning på kortet', 200);
  const holderName = payloadFor(book, payloadKinds[texts.length % payloadKinds.length]!, 'POST /payment-provider/test/tokens body.holderName', 100);

  const emptied = await sendThroughGateway(memberWriter, { method: 'POST', path: '/cart/deletecart' });
  expect(emptied.ok, 'the member’s cart emptied before the purchase').toBe(true);
  const added = await sendThroughGateway(memberWriter, {
    method: 'POST',
    path: '/cart/update',
    body: { items: { [productCode]: { newQuantity: 2, previousQuantity: 0 } }, addedCodes: [productCode], isCheckoutPage: false },
  });
  expect(added.ok, 'two of the product in the cart').toBe(true);

  await member.goto('/checkout');
  const main = member.locator('main');
  await expect(main.getByRole('radio', { name: /^Kort/ })).toBeVisible();
  // Markup in the address is the browser's to refuse here (an e-mail field's own validity): the generic attempt sends it.
  await main.getByRole('textbox', { name: 'E-post', exact: true }).fill(memberLogin.email);
  await main.getByRole('textbox', { name: 'Mobilnummer' }).fill('0701234567');
  await fillAddress(main, billing, false);
  await main.getByRole('checkbox', { name: 'Leverera till en annan adress' }).check();
  await fillAddress(main, delivery, true);
  await main.getByRole('radio', { name: /Hemleverans/ }).check();
  await main.getByRole('checkbox', { name: /^Slå in min order som present/ }).check();
  await main.getByRole('textbox', { name: greeting.label }).fill(greeting.payload.text);

  // The form is saved as it is typed: once the server holds every text, the page is loaded again from it.
  await expect
    .poll(async () => {
      const { checkout } = (await (await memberWriter.api.get('/api/my/carts/current')).json()) as { checkout: { form: unknown } };
      return texts.filter((text) => valueAt(checkout.form, text.path) !== text.payload.text).map((text) => text.path);
    }, { message: 'the checkout form saved with every text' })
    .toEqual([]);
  await member.reload();
  await expect(main.getByRole('radio', { name: /^Kort/ })).toBeVisible();
  for (const text of billing) await expect(addressBlock(main, false).getByRole('textbox', { name: text.label, exact: true }).first()).toHaveValue(text.payload.text);
  for (const text of delivery) await expect(addressBlock(main, true).getByRole('textbox', { name: text.label, exact: true })).toHaveValue(text.payload.text);
  await expect(main.getByRole('textbox', { name: greeting.label })).toHaveValue(greeting.payload.text);

  await payByCard(member, holderName);
  await expect(member).toHaveURL(/\/orderconfirmation\/[A-Z]{2}\d+$/);
  const orderNumber = /\/orderconfirmation\/([A-Z]{2}\d+)$/.exec(member.url())![1]!;

  const [firstName, lastName, careOf, street, city] = delivery.map((text) => text.payload);
  const confirmation = `/orderconfirmation/${orderNumber}`;
  const details = `/my-pages/orders/${orderNumber}`;
  const shownIn = (path: string, payloads: Payload[]) =>
    payloads.map((payload) => ({ payload, path, expectShown: (page: Page) => expect(page.locator('main')).toContainText(payload.text) }));
  return {
    step: 'purchase',
    orderNumber,
    covers: [
      ...formRoutes.flatMap((route) => texts.map((text) => `${route} body.${text.path}`)),
      holderName.into,
    ],
    placed: [...texts.map((text) => text.payload), holderName],
    shown: [
      ...shownIn(confirmation, [firstName!, lastName!, careOf!, street!, city!, greeting.payload]),
      ...shownIn(details, [firstName!, lastName!, street!, city!]),
    ],
  };
}
