import type { CurrencyCode, Money } from '@storefront/platform';
import type { CouponCodeResponse } from '../../../contract/coupon-codes';
import type { GiftCardBalance } from '../../../contract/gift-cards';
import type { Database, Queryable } from '@storefront/platform/server';
import type { Logger } from 'pino';
import type { Shopper } from '../cart/shopper';
import type { CatalogClient } from '../catalog/catalog-client';
import type { CardPaymentProvider } from '../payment/card-payment-provider';
import { takeGiftCardLookup, type LookupPermit } from '../payment/gift-card-lookup-limit';
import { findGiftCard, giftCardBalanceOf, redeemGiftCard, releaseGiftCards } from '../payment/gift-cards';
import { invoiceDecision, type InvoiceDecision, type InvoiceRequest } from '../payment/invoice';
import { normalizedCouponCode } from '../promotions/coupon-code-rule';
import { addCouponCode, removeCouponCode } from '../promotions/coupon-codes';
import { redeemCouponCodes, releaseCouponCodes, type CouponRedemption } from '../promotions/coupon-redemption';
import type { StockSource } from '../stock/catalog-stock-client';
import { demoPopulationRegister, type AddressLookup } from './address-lookup';

/** Coupon codes as checkout uses them: entered and removed on the checkout page, redeemed with the order. */
export interface CheckoutCoupons {
  add(shopper: Shopper, code: string): Promise<CouponCodeResponse>;
  remove(shopper: Shopper, code: string): Promise<CouponCodeResponse>;
  /** In the order transaction; a code that ran out throws ResponseError(409, …) with a message for the shopper. */
  redeem(tx: Queryable, redemption: CouponRedemption): Promise<unknown>;
  /** Gives back what an order redeemed (the order was cancelled). */
  release(tx: Queryable, orderId: string): Promise<unknown>;
}

/** Gift cards as checkout uses them. */
export interface CheckoutGiftCards {
  /** The card's balance as a shopper paying in `currency` sees it, or null when there is no such card. */
  balanceOf(db: Queryable, code: string, currency: CurrencyCode): Promise<GiftCardBalance | null>;
  /** Counts a lookup of a new code against guessing, as `GET /api/gift-cards/{code}` does (`giftCardLookupCallers`). */
  takeLookup(db: Database, callers: readonly string[]): Promise<LookupPermit>;
  /** In the order transaction; not enough left throws ResponseError(409, 'gift_card_insufficient', shopper text). */
  redeem(tx: Queryable, request: { code: string; amount: Money; orderId: string; culture: Shopper['culture'] }): Promise<unknown>;
  release(tx: Queryable, orderId: string): Promise<unknown>;
}

export type InvoiceDecider = (request: InvoiceRequest) => InvoiceDecision | Promise<InvoiceDecision>;

/** Everything checkout works with; the app wires the real ones, tests may replace any. */
export interface CheckoutServices {
  db: Database;
  catalog: CatalogClient;
  stock: StockSource;
  cardPayments: CardPaymentProvider;
  invoiceDecision: InvoiceDecider;
  giftCards: CheckoutGiftCards;
  coupons: CheckoutCoupons;
  addressLookup: AddressLookup;
  logger: Logger;
  /** The checkout's clock: order age (tracking expiry, the sweeper), gift card expiry. */
  now: () => number;
  /** Told after a transaction that took or gave back online stock committed (main.ts: the stock publisher's nudge). */
  stockChanged?: () => void;
  /** Told after a transaction that wrote order events committed (main.ts: the order-event publisher's nudge). */
  orderEventsWritten?: () => void;
}

export type CheckoutBasics = Pick<CheckoutServices, 'db' | 'catalog' | 'stock' | 'cardPayments' | 'logger'>;

/** Checkout on the team's own promotions, gift cards, invoice company and population register. */
export function createCheckoutServices(basics: CheckoutBasics, overrides: Partial<CheckoutServices> = {}): CheckoutServices {
  const { db, catalog } = basics;
  const now = overrides.now ?? Date.now;
  return {
    ...basics,
    now,
    invoiceDecision,
    addressLookup: demoPopulationRegister,
    coupons: {
      add: (shopper, code) => addCouponCode(db, catalog, shopper, normalizedCouponCode(code)),
      remove: (shopper, code) => removeCouponCode(db, catalog, shopper, normalizedCouponCode(code)),
      redeem: redeemCouponCodes,
      release: releaseCouponCodes,
    },
    giftCards: {
      balanceOf: async (queryable, code, currency) => {
        const card = await findGiftCard(queryable, code);
        return card ? giftCardBalanceOf(card, currency, new Date(now())) : null;
      },
      takeLookup: (database, callers) => takeGiftCardLookup(database, callers),
      redeem: redeemGiftCard,
      release: releaseGiftCards,
    },
    ...overrides,
  };
}
