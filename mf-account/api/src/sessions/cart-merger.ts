import type { Identity } from '@storefront/platform/server';

/** Team Checkout's POST /internal/carts/merge: the visitor's cart joins the member's at login. Never throws. */
export interface CartMerger {
  merge(identity: Pick<Identity, 'userId' | 'visitorId' | 'market' | 'culture' | 'isStoreDevice'>): Promise<void>;
}
