import { expect, type Page } from '@playwright/test';
import { sendThroughGateway } from '../send-through-gateway';
import { payloadKind, type Payload } from '../xss-payloads';
import { payloadFor, type CuratedOutcome, type CuratedSession } from './curated-step';

const route = 'POST /cart/addcouponCode';
/** Coupon codes are at most 40 characters. */
const codeLength = 40;

/** The server names an unknown code in capitals: the text that must show is the payload's. */
const expectNamed = async (page: Page, payload: Payload) => {
  await expect(page.locator('.k_CouponBar__message')).toContainText(payload.text.toUpperCase());
};

/**
 * A coupon code typed into the basket's coupon field, and one from a link (`?coupon_code=`): the store answers with
 * a message naming the code, in the coupon bar and by the field.
 */
export async function couponCode({ member, memberWriter, book }: CuratedSession, productCode: string): Promise<CuratedOutcome> {
  const typed = payloadFor(book, payloadKind.imageOnError, `${route} body.code`, codeLength);
  const linked = payloadFor(book, payloadKind.svgOnLoad, `${route} body.code (from ?coupon_code=)`, codeLength);
  const added = await sendThroughGateway(memberWriter, {
    method: 'POST',
    path: '/cart/update',
    body: { items: { [productCode]: { newQuantity: 1, previousQuantity: 0 } }, addedCodes: [productCode], isCheckoutPage: false },
  });
  expect(added.ok, 'a product in the cart for the coupon field').toBe(true);

  await member.goto('/basket');
  // The coupon bar is part of team Checkout's mini cart, a header fragment that mounts after the page is live.
  await member.locator('.k_MiniCart').waitFor();
  const main = member.locator('main');
  await main.getByRole('textbox', { name: 'Rabattkod' }).fill(typed.text);
  await main.getByRole('button', { name: 'Använd' }).click();
  await expectNamed(member, typed);
  await expect(main.locator('.k_CouponCodeForm__problem')).toContainText(typed.text.toUpperCase());

  await member.goto(`/?coupon_code=${encodeURIComponent(linked.text)}`);
  await expectNamed(member, linked);
  return { step: 'coupon code', covers: [typed.into], placed: [typed, linked], shown: [] };
}
