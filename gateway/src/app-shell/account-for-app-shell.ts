import type { Request } from 'express';
import { httpHeaders, type AccountAppShellPart } from '@storefront/platform';
import { describeFailure } from '../health/call-failures';
import type { TeamHealth } from '../health/team-health';
import { signedGatewayIdentityFor } from '../identity/identity-header';
import { oncePerInterval } from '../logging/once-per-interval';
import { serviceCallHeaders } from '@storefront/platform/server';

export interface AccountForAppShellOptions {
  accountUrl: string;
  teamHealth: TeamHealth;
  identitySecret: string;
  /** App shell data must not wait long for one team: past this the account part is left to its defaults. */
  timeoutMs?: number;
  warnIntervalMs?: number;
}

export type AccountPartSource = (req: Request) => Promise<AccountAppShellPart | null>;

function isAccountPart(value: unknown): value is AccountAppShellPart {
  const part = value as AccountAppShellPart | null;
  return (
    typeof part === 'object' &&
    part !== null &&
    typeof part.currentUser === 'object' &&
    part.currentUser !== null &&
    typeof part.currentUser.isLoggedIn === 'boolean' &&
    Array.isArray(part.wishList) &&
    Array.isArray(part.notifications) &&
    typeof part.unreadNotificationCount === 'number' &&
    typeof part.isSubscribedToBoth === 'boolean'
  );
}

/**
 * Team Account's part of app shell data (user, wish list, notifications), asked as the gateway for the request's
 * visitor and member; null when it is down, slow or answers oddly.
 */
export function accountForAppShell(options: AccountForAppShellOptions): AccountPartSource {
  const { accountUrl, teamHealth, identitySecret, timeoutMs = 500 } = options;
  const warn = oncePerInterval(options.warnIntervalMs ?? 30_000);
  return async (req) => {
    if (!teamHealth.isAvailable('account')) return null;
    try {
      const response = await fetch(`${accountUrl}/internal/app-shell`, {
        headers: { ...serviceCallHeaders, accept: 'application/json', [httpHeaders.identity]: signedGatewayIdentityFor(req, identitySecret) },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        warn(req.log, { team: 'account', status: response.status }, 'account part left out of app shell data');
        return null;
      }
      const body: unknown = await response.json();
      if (isAccountPart(body)) return body;
      warn(req.log, { team: 'account' }, 'account part of app shell data is malformed: left out');
      return null;
    } catch (error) {
      warn(req.log, { team: 'account', reason: describeFailure(error) }, 'account part left out of app shell data');
      return null;
    }
  };
}
