import { join } from 'node:path';
import { exitOnStartFailure, migrate, openDatabase, runTeamServer } from '@storefront/platform/server';
import { buildApp } from './app';
import { createCheckoutClient } from './checkout/checkout-client';
import { readConfig } from './config';
import { catalogMigrations, catalogPgliteExtensions } from './db/catalog-database';
import { holdEmbeddedDatabase } from './db/server-lock';
import { seedDemoCatalogIfEmpty } from './demo-data/seed-demo-catalog';
import { refreshStaleFragranceProfiles } from './fragrance/refresh-fragrance-profiles';
import { createLogger } from './logger';

const config = readConfig();
const logger = createLogger(config.logLevel);

async function start() {
  const startedAt = performance.now();
  const db = await openDatabase({ ...config, pgliteExtensions: catalogPgliteExtensions, logger });
  if (db.kind === 'pglite') holdEmbeddedDatabase(config.dataDir, config.port);
  const migrations = await migrate(db, catalogMigrations);
  const seed = await seedDemoCatalogIfEmpty(db, { seed: config.seed, referenceDate: new Date().toISOString().slice(0, 10) });
  const fragranceProfilesRefreshed = await refreshStaleFragranceProfiles(db);
  logger.info(
    {
      database: db.kind,
      schema: db.schema,
      migrations,
      seeded: seed.seeded,
      products: seed.products,
      fragranceProfilesRefreshed,
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
    checkout: createCheckoutClient({
      baseUrl: config.cartCheckoutUrl,
      identitySecret: config.identitySecret,
      logger,
      timeoutMs: config.cartCheckoutTimeoutMs,
    }),
  });
  await runTeamServer({ team: 'catalog', app, port: config.port, host: config.host, logger, close: () => db.close(), startedAt });
}

start().catch(exitOnStartFailure('catalog', logger));
