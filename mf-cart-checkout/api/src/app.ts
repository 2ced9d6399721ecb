import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { allow, errorHandler, gatewayRoutesFile, gatewayRoutesHandler, healthHandler, notFoundHandler, pageHtmlRoute, remoteStatic, requestLog, requireIdentity, routeTableHandler, type Database } from '@storefront/platform/server';
import { gatewayRoutes } from './gateway-routes';
import { cartMergeRoute } from './cart/cart-merge-route';
import { cartRoutes } from './cart/cart-routes';
import type { CatalogClient } from './catalog/catalog-client';
import { basketPageRoute } from './pages/basket-page-route';
import { checkoutRoutes } from './checkout/checkout-routes';
import { createCheckoutServices, type CheckoutServices } from './checkout/checkout-services';
import { memberOrderRoutes } from './member-orders/member-order-routes';
import { adminOrderRoutes } from './orders/admin-order-routes';
import { boughtTogetherRoute } from './orders/bought-together-route';
import { orderRoutes } from './orders/order-routes';
import { awaitPageRoute } from './pages/await-page-route';
import { checkoutPageRoute } from './pages/checkout-page-route';
import { orderConfirmationPageRoute } from './pages/order-confirmation-page-route';
import type { CardPaymentProvider } from './payment/card-payment-provider';
import { deliveryPointsRoute } from './shipping/delivery-points-route';
import { noStockSource, type StockSource } from './stock/catalog-stock-client';
import { giftCardRoutes } from './payment/gift-card-routes';
import { createTestPaymentProvider, testProviderBasePath, type TestPaymentProvider } from './payment/test-provider/test-payment-provider';
import { freeShippingThresholdsRoute } from './shipping/free-shipping-thresholds-route';
import { giftOffersRoute } from './promotions/gift-offers-route';

export interface AppOptions {
  db: Database;
  logger: Logger;
  identitySecret: string;
  catalog: CatalogClient;
  /** The built cart-checkout remote (mf-cart-checkout/web/dist). */
  remoteDir: string;
  now?: () => number;
  /** The built-in test payment provider (checkout's CardPaymentProvider); one on `db` is made when not given. */
  testPaymentProvider?: TestPaymentProvider;
  /** The catalog's online stock count (GET /internal/stock); without it every purchase answers 503 stock_unavailable. */
  stock?: StockSource;
  /** Replaces parts of checkout (card provider, clock, address lookup…), for tests. */
  checkout?: Partial<CheckoutServices>;
}

/** Checkout as the app wires it; main.ts runs the order sweeper with the same. */
export function checkoutServicesOf(options: AppOptions, cardPayments: CardPaymentProvider): CheckoutServices {
  const { db, catalog, logger } = options;
  return createCheckoutServices({ db, catalog, logger, stock: options.stock ?? noStockSource, cardPayments }, options.checkout);
}

/**
 * The cart-checkout team server: cart calls, the cart page and the built remote, behind the gateway's identity. Every
 * route names who may call it (`allow.…`) and declares what it reads (`accepts`): app.test.ts reads the table back.
 */
export function buildApp(options: AppOptions): Express {
  const { db, logger, catalog } = options;
  const testPaymentProvider = options.testPaymentProvider ?? createTestPaymentProvider({ db });
  const checkout = checkoutServicesOf(options, testPaymentProvider);
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(requestLog(logger));
  app.get('/health', allow.withoutIdentity, healthHandler('cart-checkout'));
  app.use(requireIdentity(options.identitySecret, options.now));
  app.use(cartRoutes(db, catalog));
  app.post('/internal/carts/merge', allow.services('account'), cartMergeRoute(db, catalog));
  app.use(basketPageRoute(db, catalog));
  app.use(freeShippingThresholdsRoute());
  app.use(giftCardRoutes(db));
  app.use(testProviderBasePath, testPaymentProvider.router);
  app.use(checkoutRoutes(checkout));
  app.use(orderRoutes(db));
  app.use(memberOrderRoutes(db));
  app.use(boughtTogetherRoute(db));
  app.use(giftOffersRoute(db, checkout.now));
  app.use(adminOrderRoutes(db, checkout.orderEventsWritten));
  app.use(checkoutPageRoute(checkout));
  app.use(awaitPageRoute());
  app.use(orderConfirmationPageRoute(db, checkout.now));
  app.use(deliveryPointsRoute());
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
