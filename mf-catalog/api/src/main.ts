import { join } from 'node:path';
import { migrate, openDatabase } from '@storefront/platform/server';
import { buildApp } from './app';
import { readConfig } from './config';
import { catalogMigrations, catalogPgliteExtensions } from './db/catalog-database';
import { seedDemoCatalogIfEmpty } from './demo-data/seed-demo-catalog';
import { createLogger } from './logger';

const config = readConfig();
const logger = createLogger(config.logLevel);

async function start() {
  const started = performance.now();
  const db = await openDatabase({ ...config, pgliteExtensions: catalogPgliteExtensions, logger });
  const migrations = await migrate(db, catalogMigrations);
  const seed = await seedDemoCatalogIfEmpty(db, { seed: config.seed, referenceDate: new Date().toISOString().slice(0, 10) });
  logger.info(
    {
      database: db.kind,
      schema: db.schema,
      migrations,
      seeded: seed.seeded,
      products: seed.products,
      seedMs: Math.round(seed.milliseconds),
    },
    'catalog database ready',
  );
  const app = buildApp({
    db,
    logger,
    identitySecret: config.identitySecret,
    imageCacheDir: join(config.dataDir, 'image-cache'),
    remoteDir: config.remoteDir,
  });
  const listening = () =>
    logger.info({ port: config.port, startupMs: Math.round(performance.now() - started) }, 'catalog server listening');
  const server = config.host ? app.listen(config.port, config.host, listening) : app.listen(config.port, listening);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'catalog server stopping');
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
  logger.fatal({ err: error instanceof Error ? { message: error.message, stack: error.stack } : error }, 'catalog server failed to start');
  process.exit(1);
});
