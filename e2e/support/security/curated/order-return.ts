import { expect, type Browser, type Page } from '@playwright/test';
import { adminContext } from '../../account-steps';
import { writerOf } from '../gateway-writer';
import { sendThroughGateway } from '../send-through-gateway';
import { payloadKind, type Payload } from '../xss-payloads';
import { payloadFor, type CuratedOutcome, type CuratedSession } from './curated-step';

const kinds = {
  return: { path: 'return', send: 'Skicka returanmälan', received: 'Tack! Vi har tagit emot din retur' },
  complaint: { path: 'file-complaint', send: 'Skicka reklamation', received: 'Tack! Vi har tagit emot din reklamation' },
} as const;

/** The administrator marks the order shipped (returns open from then), as the warehouse would. */
async function shipAsAdministrator(browser: Browser, orderNumber: string): Promise<void> {
  const context = await adminContext(browser);
  try {
    const shipped = await sendThroughGateway(await writerOf(context, 'administrator'), { method: 'POST', path: `/api/admin/cart-checkout/orders/${orderNumber}/ship` });
    expect(shipped.ok, `order ${orderNumber} shipped`).toBe(true);
  } finally {
    await context.close();
  }
}

/** One product back, with the first reason offered and a comment, through the order's return or complaint page. */
async function sendBack(page: Page, orderNumber: string, kind: keyof typeof kinds, comment: Payload): Promise<void> {
  await page.goto(`/my-pages/orders/${orderNumber}/return?kind=${kind}`);
  const main = page.locator('main');
  const quantity = main.getByRole('spinbutton', { name: 'Antal' }).first();
  // Account reads the order from Checkout (as the account service): without it there is no form to fill.
  await expect(quantity, `the ${kind} form of order ${orderNumber}`).toBeVisible();
  await quantity.fill('1');
  await main.getByRole('combobox', { name: 'Orsak' }).first().selectOption({ index: 1 });
  await main.getByRole('textbox', { name: 'Kommentar (frivilligt)' }).fill(comment.text);
  await main.getByRole('button', { name: kinds[kind].send }).click();
  await expect(main).toContainText(kinds[kind].received);
  await expect(main).toContainText(comment.text);
}

/** A return and a complaint on the purchased order, each with a payload as the member's comment. */
export async function orderReturn({ member, book }: CuratedSession, browser: Browser, orderNumber: string): Promise<CuratedOutcome> {
  await shipAsAdministrator(browser, orderNumber);
  const comments = {
    return: payloadFor(book, payloadKind.scriptOutOfPreloadedJson, `POST /api/my/orders/:orderNumber/${kinds.return.path} body.comment`),
    complaint: payloadFor(book, payloadKind.javascriptLink, `POST /api/my/orders/:orderNumber/${kinds.complaint.path} body.comment`),
  };
  await sendBack(member, orderNumber, 'return', comments.return);
  await sendBack(member, orderNumber, 'complaint', comments.complaint);
  const details = `/my-pages/orders/${orderNumber}`;
  return {
    step: 'return and complaint',
    covers: [comments.return.into, comments.complaint.into],
    placed: [comments.return, comments.complaint],
    shown: Object.values(comments).map((payload) => ({ payload, path: details, expectShown: (page) => expect(page.locator('main')).toContainText(payload.text) })),
  };
}
