import type { Queryable } from '@storefront/platform/server';

/** What the app shell shows of a member: the address, and the newsletter choices tracking and the signup read. */
export interface AppShellMemberRow {
  email: string;
  email_subscription: boolean;
  text_subscription: boolean;
}

/** The member's app shell row; null when there is no such member (the account was just deleted). */
export async function appShellMember(db: Queryable, memberId: string): Promise<AppShellMemberRow | null> {
  const [row] = await db.query<AppShellMemberRow>('SELECT email, email_subscription, text_subscription FROM members WHERE id = $1', [memberId]);
  return row ?? null;
}

/** A member's e-mail address (an impersonating administrator's, shown beside the customer's); null when gone. */
export async function memberEmail(db: Queryable, memberId: string): Promise<string | null> {
  const [row] = await db.query<{ email: string }>('SELECT email FROM members WHERE id = $1', [memberId]);
  return row?.email ?? null;
}
