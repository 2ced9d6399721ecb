import type { Database } from '@storefront/platform/server';
import type { Logger } from 'pino';
import type { ProductSource } from './catalog/product-source';
import type { LinkKeys } from './mail/link-tokens';
import type { ChallengeProvider } from './challenge/challenge-provider';
import type { ChallengeDifficulty } from './login/challenge-difficulty';
import type { Outbox } from './mail/outbox';
import type { OrderSource } from './orders/order-source';
import type { PasswordHasher } from './password/password-hasher';
import type { CartMerger } from './sessions/cart-merger';

/** What every part of team Account works with; main.ts makes the real ones, tests replace what they need. */
export interface AccountServices {
  db: Database;
  logger: Logger;
  now: () => number;
  /** The shop's address for links in e-mails, e.g. http://localhost:8080. */
  publicUrl: string;
  passwords: PasswordHasher;
  challenge: ChallengeProvider;
  /** How hard the challenge gets: its first step and its cap. */
  challengeDifficulty: ChallengeDifficulty;
  /** The keys mailed links (unlock a login, confirm a registration) are kept under. */
  linkKeys: LinkKeys;
  outbox: Outbox;
  /** Product names, images, prices and stock from team Catalog (wish list, monitored products, notifications). */
  products: ProductSource;
  /** A member's orders from team Checkout (my pages, loyalty points). */
  orders: OrderSource;
  /** Merges the visitor's cart into the member's at login (team Checkout). */
  carts: CartMerger;
  /** Whether the mail viewer (`/mailbox`, administrators only) is there: in demo mode while no SMTP server is configured. */
  mailViewerEnabled: boolean;
}
