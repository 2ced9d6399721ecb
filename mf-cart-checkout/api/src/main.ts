import { exitOnStartFailure, migrate, openDatabase, runTeamServer } from '@storefront/platform/server';
import { buildApp } from './app';
import { createCatalogClient } from './catalog/catalog-client';
import { readConfig } from './config';
import { cartMigrations } from './db/cart-database';
import { createLogger } from './logger';

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
  const app = buildApp({ db, logger, identitySecret: config.identitySecret, catalog, remoteDir: config.remoteDir });
  await runTeamServer({ team: 'cart-checkout', app, port: config.port, host: config.host, logger, close: () => db.close(), startedAt });
}

start().catch(exitOnStartFailure('cart-checkout', logger));
