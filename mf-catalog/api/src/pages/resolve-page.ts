import { brandListPage } from './brand-list-page';
import { brandPage } from './brand-page';
import { campaignPage } from './campaign-page';
import { categoryPage } from './category-page';
import { categoryTreePage } from './category-tree-page';
import { cmsPage } from './cms-page';
import { fragranceSearchPage } from './fragrance-search-page';
import { notFoundPage } from './not-found-page';
import type { PageContext, PageResult } from './page-context';
import { searchPage } from './search-page';
import { startPage } from './start-page';
import { storeListPage } from './store-list-page';
import { storePage } from './store-page';
import { storeProductsPage } from './store-products-page';
import { tagListPage } from './tag-list-page';
import { tagPage } from './tag-page';
import { variantPage } from './variant-page';

type PageHandler = (context: PageContext, ...captures: string[]) => Promise<PageResult> | PageResult;

/** The catalog's page URLs (see the brief's page URL list); anything else is the not-found page. */
const pageRoutes: [pattern: RegExp, handler: PageHandler][] = [
  [/^\/$/, startPage],
  [/^\/c$/, categoryTreePage],
  [/^\/c\/([a-z0-9-]+(?:\/[a-z0-9-]+){0,3})$/, categoryPage],
  [/^\/campaigns\/([a-z0-9-]+)$/, campaignPage],
  [/^\/tags$/, tagListPage],
  [/^\/(?:tags|certificates)\/([a-z0-9-]+)$/, tagPage],
  [/^\/brands$/, brandListPage],
  [/^\/brands\/([a-z0-9-]+)$/, brandPage],
  [/^\/p\/([a-z0-9-]+)\/(\d{6})$/, variantPage],
  [/^\/info\/([a-z0-9-]+)$/, cmsPage],
  [/^\/search$/, searchPage],
  [/^\/fragrance-finder$/, fragranceSearchPage],
  [/^\/stores$/, storeListPage],
  [/^\/stores\/([a-z0-9-]+)$/, storePage],
  [/^\/stores\/([a-z0-9-]+)\/products$/, storeProductsPage],
];

export function resolvePage(context: PageContext): Promise<PageResult> | PageResult {
  for (const [pattern, handler] of pageRoutes) {
    const match = pattern.exec(context.path);
    if (match) return handler(context, ...match.slice(1));
  }
  return notFoundPage(context);
}
