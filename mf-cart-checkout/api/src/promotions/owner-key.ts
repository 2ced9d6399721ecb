import type { CartOwner } from '../cart/shopper';

/** Whom a redemption belongs to: 'visitor:…' or 'member:…', as once-per-customer codes count them. */
export const ownerKeyOf = (owner: CartOwner) => `${owner.kind}:${owner.id}`;
