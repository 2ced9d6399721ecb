import { migrate, openDatabase } from '@storefront/platform/server';
import { buildApp } from './app';
import { createCatalogClient } from './catalog/catalog-client';
import { readConfig } from './config';
import { cartMigrations } from './db/cart-database';
import { createLogger } from './logger';

const config = readConfig();
const logger = createLogger(config.logLevel);

async function start() {
  const started = performance.now();
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
  const listening = () =>
    logger.info({ port: config.port, startupMs: Math.round(performance.now() - started) }, 'cart-checkout server listening');
  const server = config.host ? app.listen(config.port, config.host, listening) : app.listen(config.port, listening);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'cart-checkout server stopping');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await db.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

start().catch((error: unknown) => {
  logger.fatal({ err: error instanceof Error ? { message: error.message, stack: error.stack } : error }, 'cart-checkout server failed to start');
  process.exit(1);
});
