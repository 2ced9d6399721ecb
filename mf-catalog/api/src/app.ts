import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import {
  allow,
  errorHandler,
  gatewayRoutesFile,
  gatewayRoutesHandler,
  healthHandler,
  ImageStore,
  notFoundHandler,
  pageHtmlRoute,
  remoteStatic,
  requestLog,
  requireIdentity,
  routeTableHandler,
  type Database,
  type RenderImage,
} from '@storefront/platform/server';
import { gatewayRoutes } from './gateway-routes';
import { catalogApiRoutes } from './catalog/catalog-api-routes';
import type { CatalogRouteOptions } from './http/catalog-route-options';
import { internalStockLevelsRoute } from './stock/internal-stock-levels-route';
import { internalStockRoute } from './stock/internal-stock-route';
import { importedProductsRoute } from './reviews/imported-products-route';
import { ratedProductsRoute } from './reviews/rated-products-route';
import { reviewProductsRoute } from './reviews/review-products-route';
import { reviewSummariesRoute } from './reviews/review-summaries-route';
import { noCheckout, type CheckoutClient } from './checkout/checkout-client';
import { imageRoutes } from './images/image-routes';
import { catalogImportPath, catalogImportRoute } from './import/import-route';
import { ShoppersFirst } from './import/shoppers-first';
import { mainMenuRoute } from './menu/main-menu-route';
import { pageRoute } from './pages/page-route';
import { productPageRoutes } from './product-page/product-page-routes';
import { quickSearchRoutes } from './quick-search/quick-search-routes';
import { searchRoutes } from './search/search-routes';
import { storeRoutes } from './stores/store-routes';

export interface AppOptions {
  db: Database;
  logger: Logger;
  identitySecret: string;
  /** Where rendered images are kept on disk. */
  imageCacheDir: string;
  /** Encodes an image (the platform's sharp encoder; tests count the calls). */
  renderImage?: RenderImage;
  /** The built catalog remote (mf-catalog/web/dist). */
  remoteDir: string;
  /** 'YYYY-MM-DD' of the day: stock with a later purchaseAvailableFrom is upcoming. */
  today?: () => string;
  now?: () => number;
  /** Team Checkout, asked for the product page's "bought together" and gift offers; without it they are absent. */
  checkout?: CheckoutClient;
}

const utcToday = () => new Date().toISOString().slice(0, 10);

/** The catalog team server: pages, main menu, catalog API, images and the built remote, behind the gateway's identity. */
export function buildApp(options: AppOptions): Express {
  const { db, logger, today = utcToday, now = Date.now } = options;
  const routeOptions: CatalogRouteOptions = { db, logger, today, now, secret: options.identitySecret, checkout: options.checkout ?? noCheckout };
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(requestLog(logger));
  app.get('/health', allow.withoutIdentity, healthHandler('catalog'));
  app.use(requireIdentity(options.identitySecret, options.now));
  // An import running on this server waits between its steps for the requests under way (shoppers-first.ts).
  const shoppersFirst = new ShoppersFirst();
  app.use(shoppersFirst.counter(catalogImportPath));
  app.use(pageRoute(routeOptions));
  app.use(mainMenuRoute(db, now));
  app.use(catalogApiRoutes(routeOptions));
  app.use(productPageRoutes(routeOptions));
  app.use(searchRoutes(routeOptions));
  app.use(quickSearchRoutes(routeOptions));
  app.use(storeRoutes(routeOptions));
  app.use(internalStockRoute(db));
  app.use(internalStockLevelsRoute(db));
  app.use(reviewProductsRoute(db));
  app.use(importedProductsRoute(db));
  app.use(reviewSummariesRoute(db));
  app.use(ratedProductsRoute(db));
  app.use(catalogImportRoute(routeOptions, shoppersFirst));
  app.use(imageRoutes(db, new ImageStore(options.imageCacheDir, options.renderImage ? { render: options.renderImage } : {})));
  // The store's own test suites read the route table to generate their requests (the operator's identity only).
  app.get('/internal/route-table', allow.services('operator'), routeTableHandler(app));
  // What the gateway sends here, read by the gateway as it reads federation.json.
  app.get(`/remote/${gatewayRoutesFile}`, allow.anyone, gatewayRoutesHandler(gatewayRoutes));
  app.use('/remote', allow.anyone, remoteStatic(options.remoteDir));
  // The first HTML of this team's pages, asked by the gateway (its server bundle, beside the remote).
  app.use(pageHtmlRoute(options.remoteDir));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
