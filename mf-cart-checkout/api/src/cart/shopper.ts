import { currencyFor, type CurrencyCode, type Culture, type MarketCode } from '@storefront/platform';
import { ResponseError, type Identity } from '@storefront/platform/server';

export interface CartOwner {
  kind: 'visitor' | 'member';
  id: string;
}

/** Whose cart a request is about, and what they see: market, currency, language, member prices. */
export interface Shopper {
  owner: CartOwner;
  market: MarketCode;
  culture: Culture;
  currency: CurrencyCode;
  /** Logged-in shoppers are club members: the catalog gives them member prices. */
  isMember: boolean;
  userId: string | null;
  isStoreDevice: boolean;
  /** The browser's address as the gateway saw it: lookups against guessing are limited per address too. */
  clientAddress?: string;
}

/**
 * What checkout tells another team about the shopper it calls for (with its own service identity): who sees the
 * answer, in which market and language; prices differ for members and store devices.
 */
export const onBehalfOf = (shopper: Shopper): Partial<Identity> => ({
  userId: shopper.userId,
  market: shopper.market,
  culture: shopper.culture,
  isStoreDevice: shopper.isStoreDevice,
});

/** The shopper behind a gateway identity; a cart needs a logged-in user or the gateway's visitor id. */
export function shopperOf(identity: Identity): Shopper {
  const owner: CartOwner | null = identity.userId
    ? { kind: 'member', id: identity.userId }
    : identity.visitorId
      ? { kind: 'visitor', id: identity.visitorId }
      : null;
  if (!owner) throw new ResponseError(400, 'no_visitor', 'A cart needs a visitor id or a logged-in user.');
  return {
    owner,
    market: identity.market,
    culture: identity.culture,
    currency: currencyFor(identity.market),
    isMember: owner.kind === 'member',
    userId: identity.userId,
    isStoreDevice: identity.isStoreDevice,
    ...(identity.clientAddress ? { clientAddress: identity.clientAddress } : {}),
  };
}
