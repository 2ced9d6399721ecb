import type { Page } from '@playwright/test';
import type { GatewayWriter } from '../gateway-writer';
import type { ScriptAlarms } from '../script-alarms';
import type { Payload, PayloadBook, PayloadKind } from '../xss-payloads';

/** Where a stored text must show, and the check that it shows there as text (or as a field's value). */
export interface ShownText {
  payload: Payload;
  /** The page's address, as the render sweep opens it. */
  path: string;
  /** Only the member who wrote it may open its page (a conversation): the sweep opens it as the member, not a visitor. */
  asMember?: boolean;
  expectShown(page: Page): Promise<void>;
}

/** What a curated step put into the store through the real pages. */
export interface CuratedOutcome {
  step: string;
  /** The inventory fields (route table names) its texts went in through. */
  covers: string[];
  placed: Payload[];
  shown: ShownText[];
}

/** What the curated steps share: the sweep's own member (page and login) and a visitor's page, the payloads, and the alarms. */
export interface CuratedSession {
  member: Page;
  /** The member's login as registered: the sweep changes its address, which no other suite knows. */
  memberLogin: { email: string; password: string };
  memberWriter: GatewayWriter;
  visitor: Page;
  visitorWriter: GatewayWriter;
  book: PayloadBook;
  alarms: ScriptAlarms;
}

/** A payload of this kind for a curated text, which must fit it. */
export function payloadFor(book: PayloadBook, kind: PayloadKind, into: string, maxLength?: number): Payload {
  const payload = book.make(kind, into, maxLength === undefined ? {} : { maxLength });
  if (!payload) throw new Error(`the ${kind.name} payload does not fit ${into} (at most ${maxLength} characters)`);
  return payload;
}
