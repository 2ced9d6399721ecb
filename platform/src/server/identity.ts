import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MemberRole } from '../account/types';
import type { Culture, MarketCode } from '../app-shell/types';

/**
 * A process of the store that calls a team server on its own behalf (`/internal/*`), never on a browser's: the gateway,
 * a team server, or an operator's command on the machine that holds the secret (a catalog import).
 */
export type ServiceName = 'gateway' | 'catalog' | 'cart-checkout' | 'account' | 'social' | 'booking' | 'admin' | 'operator';

/** Who is asking, as the gateway vouches for it to team servers (header `x-storefront-identity`). */
export interface Identity {
  /** The logged-in member (team Account's user id), or null for a visitor. While impersonating: the customer. */
  userId: string | null;
  /** The administrator acting as `userId` (impersonation); absent otherwise. */
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
  /**
   * Set only when a process of the store calls for itself (team to team, gateway to team): the gateway never sets it
   * on a browser's request, so `/internal/*` routes that require it are out of a browser's reach.
   */
  service?: ServiceName;
  /** Milliseconds since epoch; identities older than `maxAgeMs` are refused. */
  issuedAt: number;
}

export const identityMaxAgeMs = 60_000;

/** Shorter secrets are refused: 32 random bytes in base64url are 43 characters. */
export const identitySecretMinLength = 32;

/**
 * The secret every process of the store signs and checks identities with (`IDENTITY_SECRET`). There is no default:
 * a secret written in the source would let anyone who reaches a team server act as any member. `npm start` makes one.
 */
export function readIdentitySecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.IDENTITY_SECRET;
  if (!secret) {
    throw new Error('IDENTITY_SECRET is not set: every process of the store needs the same secret (npm start makes one).');
  }
  if (secret.length < identitySecretMinLength) {
    throw new Error(`IDENTITY_SECRET is too short: it needs at least ${identitySecretMinLength} characters of randomness.`);
  }
  return secret;
}

/** A key for one purpose (`'login-challenge'`), derived from the store's secret, so no two uses share a key. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`storefront:${purpose}`).digest();
}

function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function signIdentity(identity: Identity, secret: string): string {
  const body = Buffer.from(JSON.stringify(identity)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The identity in a signed header value, or null when it is missing, forged, malformed or stale. */
export function verifyIdentity(header: string | undefined, secret: string, now = Date.now()): Identity | null {
  if (!header) return null;
  const parts = header.split('.');
  if (parts.length !== 2) return null;
  const [body, signature] = parts as [string, string];
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

/**
 * The identity a process of the store signs when it calls another for itself (`service`), on behalf of nobody or of
 * the member in `on` (a cart merge at login, a member's orders): Swedish and anonymous unless `on` says otherwise.
 */
export function serviceIdentity(service: ServiceName, on: Partial<Omit<Identity, 'service' | 'issuedAt'>> = {}, now = Date.now()): Identity {
  return { userId: null, market: 'SE', culture: 'sv-SE', isStoreDevice: false, ...on, service, issuedAt: now };
}
