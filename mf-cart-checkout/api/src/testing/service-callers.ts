import type { ErrorBody, Identity, ServiceName } from '@storefront/platform/server';

/**
 * How a real team server's `allow.services(...callers)` refuses a call, for the stand-ins of other teams: 401 without
 * a valid identity or with a browser's, 403 for a service it does not name; null when the caller may go on.
 */
export function refusedCaller(identity: Identity | null, callers: readonly ServiceName[]): { status: number; body: ErrorBody } | null {
  if (!identity) return { status: 401, body: { error: { code: 'unauthenticated', message: 'A valid identity from the gateway is required.' } } };
  if (!identity.service) return { status: 401, body: { error: { code: 'service_only', message: 'Only the store’s own services may call this.' } } };
  if (!callers.includes(identity.service)) {
    return { status: 403, body: { error: { code: 'service_not_allowed', message: `The ${identity.service} service may not call this.` } } };
  }
  return null;
}
