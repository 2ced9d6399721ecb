import type { Request } from 'express';
import { httpHeaders, type Cart } from '@storefront/platform';
import type { TeamHealth } from '../health/team-health';
import { signedIdentityFor } from '../identity/identity-header';
import { serviceCallHeaders } from '@storefront/platform/server';

export interface CartForAppShellOptions {
  cartUrl: string;
  teamHealth: TeamHealth;
  identitySecret: string;
  /** App shell data must not wait long for one team: past this the cart is left null and the mini cart asks itself. */
  timeoutMs?: number;
}

export type CartSource = (req: Request) => Promise<Cart | null>;

const isCart = (value: unknown): value is Cart =>
  typeof value === 'object' && value !== null && Array.isArray((value as Cart).items) && typeof (value as Cart).cartId === 'string';

/** The shopper's cart for app shell data, asked of team Checkout; null when it is down, slow or answers oddly. */
export function cartForAppShell(options: CartForAppShellOptions): CartSource {
  const { cartUrl, teamHealth, identitySecret, timeoutMs = 500 } = options;
  return async (req) => {
    if (!teamHealth.isAvailable('cart-checkout')) return null;
    try {
      const response = await fetch(`${cartUrl}/cart`, {
        headers: { ...serviceCallHeaders, accept: 'application/json', [httpHeaders.identity]: signedIdentityFor(req, identitySecret) },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      const body: unknown = await response.json();
      return isCart(body) ? body : null;
    } catch (error) {
      req.log?.warn({ err: (error as Error).message }, 'cart left out of app shell data');
      return null;
    }
  };
}
