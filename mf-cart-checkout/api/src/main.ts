import { exitOnStartFailure, migrate, openDatabase, runTeamServer } from '@storefront/platform/server';
import { buildApp, checkoutServicesOf, type AppOptions } from './app';
import { createCatalogClient } from './catalog/catalog-client';
import { readConfig } from './config';
import { cartMigrations } from './db/cart-database';
import { createLogger } from './logger';
import { startOrderSweeper } from './orders/order-sweeper';
import { createTestPaymentProvider } from './payment/test-provider/test-payment-provider';
import { createCatalogStockClient } from './stock/catalog-stock-client';

const config = readConfig();
const logger = createLogger(config.logLevel);

async function start() {
  const startedAt = performance.now();
  const db = await openDatabase({ ...config, logger });
  const migrations = await migrate(db, cartMigrations);
  logger.info({ database: db.kind, schema: db.schema, migrations, catalogUrl: config.catalogUrl }, 'cart database ready');
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
  const options: AppOptions = { db, logger, identitySecret: config.identitySecret, catalog, remoteDir: config.remoteDir, stock, testPaymentProvider };
  const app = buildApp(options);
  const sweeper = startOrderSweeper(checkoutServicesOf(options, testPaymentProvider));
  const close = async () => {
    await sweeper.stop();
    await db.close();
  };
  await runTeamServer({ team: 'cart-checkout', app, port: config.port, host: config.host, logger, close, startedAt });
}

start().catch(exitOnStartFailure('cart-checkout', logger));
