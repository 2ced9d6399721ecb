import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { errorHandler, notFoundHandler, remoteStatic, requestLog, requireIdentity, type Database } from '@storefront/platform/server';
import { cartRoutes } from './api/cart-routes';
import type { CatalogClient } from './catalog/catalog-client';
import { basketPageRoute } from './pages/basket-page-route';

export interface AppOptions {
  db: Database;
  logger: Logger;
  identitySecret: string;
  catalog: CatalogClient;
  /** The built cart-checkout remote (mf-cart-checkout/web/dist). */
  remoteDir: string;
  now?: () => number;
}

/** The cart-checkout team server: cart calls, the cart page and the built remote, behind the gateway's identity. */
export function buildApp(options: AppOptions): Express {
  const { db, logger, catalog } = options;
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(requestLog(logger));
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', team: 'cart-checkout' });
  });
  app.use(requireIdentity(options.identitySecret, options.now));
  app.use(cartRoutes(db, catalog));
  app.get('/page/basket', basketPageRoute(db, catalog));
  app.use('/remote', remoteStatic(options.remoteDir));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
