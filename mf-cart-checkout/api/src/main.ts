import { exitOnStartFailure, migrate, openDatabase, runTeamServer } from '@storefront/platform/server';
import { buildApp, checkoutServicesOf, type AppOptions } from './app';
import { releasePredecessorClaims, thisProcess } from './checkout/purchase-claim';
import { createCatalogClient } from './catalog/catalog-client';
import { readConfig } from './config';
import { cartMigrations } from './db/cart-database';
import { createLogger } from './logger';
import { createAccountOrderEventsClient } from './orders/account-order-events-client';
import { startOrderEventPublisher } from './orders/order-event-publisher';
import { startOrderSweeper } from './orders/order-sweeper';
import { createTestPaymentProvider } from './payment/test-provider/test-payment-provider';
import { createCatalogStockClient } from './stock/catalog-stock-client';
import { createCatalogStockLevelsClient } from './stock/catalog-stock-levels-client';
import { startStockPublisher } from './stock/stock-publisher';

const config = readConfig();
const logger = createLogger(config.logLevel);

async function start() {
  const startedAt = performance.now();
  const db = await openDatabase({ ...config, logger });
  const migrations = await migrate(db, cartMigrations);
  logger.info({ database: db.kind, schema: db.schema, migrations, catalogUrl: config.catalogUrl }, 'cart database ready');
  // A crash left these purchases unfinished: their shoppers' retries may go through now, not when the claims lapse.
  const releasedClaims = await releasePredecessorClaims(db);
  if (releasedClaims.length > 0) logger.warn({ carts: releasedClaims.length, holder: thisProcess }, 'purchase claims of the previous start released');
  const catalog = createCatalogClient({
    baseUrl: config.catalogUrl,
    identitySecret: config.identitySecret,
    timeoutMs: config.catalogTimeoutMs,
    logger,
  });
  const stock = createCatalogStockClient({
    baseUrl: config.catalogUrl,
    identitySecret: config.identitySecret,
    timeoutMs: config.catalogTimeoutMs,
    logger,
  });
  const testPaymentProvider = createTestPaymentProvider({ db });
  // Online stock taken or given back here reaches the catalog's product pages (checkout → catalog, versioned counts).
  const stockPublisher = startStockPublisher({
    db,
    catalogClient: createCatalogStockLevelsClient({ baseUrl: config.catalogUrl, identitySecret: config.identitySecret, timeoutMs: config.catalogTimeoutMs }),
    logger,
  });
  // Orders placed, cancelled and shipped reach team Account (confirmation mails, notifications), from the outbox.
  const orderEventPublisher = startOrderEventPublisher({
    db,
    sink: createAccountOrderEventsClient({ baseUrl: config.accountUrl, identitySecret: config.identitySecret, timeoutMs: config.accountTimeoutMs }),
    logger,
  });
  const options: AppOptions = { db, logger, identitySecret: config.identitySecret, catalog, remoteDir: config.remoteDir, stock, testPaymentProvider };
  options.checkout = { stockChanged: stockPublisher.nudge, orderEventsWritten: orderEventPublisher.nudge };
  const app = buildApp(options);
  const sweeper = startOrderSweeper(checkoutServicesOf(options, testPaymentProvider));
  const close = async () => {
    await sweeper.stop();
    await stockPublisher.stop();
    await orderEventPublisher.stop();
    await db.close();
  };
  await runTeamServer({ team: 'cart-checkout', app, port: config.port, host: config.host, logger, close, startedAt });
}

start().catch(exitOnStartFailure('cart-checkout', logger));
