import { Buffer } from 'node:buffer';
import { LruCache, type Queryable } from '@storefront/platform/server';
import type { PageContext } from './page-context';

/**
 * The pages kept: the start page, product pages and the listings of categories, brands and tags with their lists, the
 * most asked for. Search pages record the searches, and store and campaign pages read the clock (open now, starts in).
 * At ten times the Sephora feed the start page took about 330 ms to make and a top category's page about 250 ms.
 */
const keptPagePath = /^\/$|^\/p\/[a-z0-9-]+\/\d{6}$|^\/(?:c|brands|tags)(?:\/[a-z0-9-]+)*$|^\/certificates\/[a-z0-9-]+$/;

export interface PageCacheLimits {
  maxPages: number;
  maxBytes: number;
  /** A kept page is made again after this long at most, whatever the version says. */
  keptMs: number;
}

export const defaultPageCacheLimits: PageCacheLimits = { maxPages: 2000, maxBytes: 48 * 1024 * 1024, keptMs: 10_000 };

/**
 * Makes every kept page old: the next page data version, for a writer whose statements took none (an import's batches,
 * 017-pages-kept-through-new-products.sql).
 */
export async function makeKeptPagesOld(db: Queryable): Promise<void> {
  await db.query(`SELECT nextval('page_data_version')`);
}

/**
 * Pages kept in memory as the JSON sent, per shopper kind (market, language, member, store device). A kept page
 * serves while the catalog's page data version is the one it was made at (migration 015: every statement that changes
 * a table a page reads takes the next number, whoever runs it), on the same day, and for `keptMs` at most: on
 * PostgreSQL a reader can see a writer's new number before its rows are committed, and that page is made again then.
 */
export class PageCache {
  private readonly pages: LruCache;
  private readonly limits: PageCacheLimits;

  constructor(
    private readonly db: Queryable,
    limits: Partial<PageCacheLimits> = {},
  ) {
    this.limits = { ...defaultPageCacheLimits, ...limits };
    this.pages = new LruCache(this.limits.maxPages, this.limits.maxBytes);
  }

  /** The key a page is kept under, or null for a page that is not kept. */
  async keyFor(context: PageContext): Promise<string | null> {
    if (!keptPagePath.test(context.path)) return null;
    const [row] = await this.db.query<{ version: string }>('SELECT last_value::text AS version FROM page_data_version');
    const { shopper } = context;
    return JSON.stringify([
      row!.version,
      Math.floor(context.now / this.limits.keptMs),
      context.today,
      context.path,
      context.query,
      context.includeFallback,
      shopper.market,
      shopper.culture,
      shopper.isMember,
      shopper.isStoreDevice === true,
    ]);
  }

  /** The page JSON kept under `key`. */
  get(key: string): Buffer | undefined {
    return this.pages.get(key);
  }

  keep(key: string, json: string): void {
    this.pages.set(key, Buffer.from(json));
  }
}
