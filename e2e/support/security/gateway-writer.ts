import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

/** Someone who sends requests through the gateway with a browser's cookies: a member, a visitor, the administrator. */
export interface GatewayWriter {
  who: 'member' | 'visitor' | 'administrator';
  api: APIRequestContext;
  /** The `csrf` cookie's value, for `x-csrf-token` on every state change. */
  csrfToken: string;
}

/** The writer behind a browser context that has been to the store (so it holds the `csrf` cookie). */
export async function writerOf(context: BrowserContext, who: GatewayWriter['who']): Promise<GatewayWriter> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrf');
  expect(csrf?.value, `the ${who}'s csrf cookie`).toBeTruthy();
  return { who, api: context.request, csrfToken: csrf!.value };
}
