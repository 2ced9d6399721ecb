import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MemberRole } from '../account/types';
import type { Culture, MarketCode } from '../app-shell/types';

/** Who is asking, as the gateway vouches for it to team servers (header `x-storefront-identity`). */
export interface Identity {
  /** The logged-in member (team Account's user id), or null for a visitor. While impersonating: the customer. */
  userId: string | null;
  /** The administrator acting as `userId` (impersonation, spec 01 §6); absent otherwise. */
  impersonatorId?: string | null;
  /** Roles of the logged-in person (of the administrator while impersonating); absent means none. */
  roles?: MemberRole[];
  market: MarketCode;
  culture: Culture;
  isStoreDevice: boolean;
  /** The browser's address as the gateway saw it (login throttling per address). */
  clientAddress?: string;
  /** The anonymous visitor's id (gateway cookie `visitor`): what an anonymous cart belongs to. */
  visitorId?: string;
  /** Milliseconds since epoch; identities older than `maxAgeMs` are refused. */
  issuedAt: number;
}

export const identityMaxAgeMs = 60_000;

export function identitySecret(): string {
  return process.env.IDENTITY_SECRET ?? 'dev-identity-secret-change-me';
}

function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function signIdentity(identity: Identity, secret = identitySecret()): string {
  const body = Buffer.from(JSON.stringify(identity)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The identity in a signed header value, or null when it is missing, forged, malformed or stale. */
export function verifyIdentity(
  header: string | undefined,
  secret = identitySecret(),
  now = Date.now(),
): Identity | null {
  if (!header) return null;
  const [body, signature] = header.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const identity = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Identity;
    if (typeof identity.issuedAt !== 'number' || Math.abs(now - identity.issuedAt) > identityMaxAgeMs) return null;
    return identity;
  } catch {
    return null;
  }
}
