import { httpHeaders } from '../../pages/page-types';
import { signIdentity, type Identity } from '../identity';

/** The identity the gateway would vouch for an anonymous Swedish visitor (no visitor id), issued now, unless overridden. */
export function anonymousTestIdentity(overrides: Partial<Identity> = {}): Identity {
  return { userId: null, market: 'SE', culture: 'sv-SE', isStoreDevice: false, issuedAt: Date.now(), ...overrides };
}

/**
 * Headers carrying an identity signed with `secret` as the gateway signs it: the anonymous Swedish visitor of
 * `anonymousTestIdentity` with `identity` over it, issued now unless `identity` says when.
 */
export function signedIdentityHeaders(secret: string, identity: Partial<Identity> = {}): Record<string, string> {
  return { [httpHeaders.identity]: signIdentity(anonymousTestIdentity(identity), secret) };
}
