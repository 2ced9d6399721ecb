import { join } from 'node:path';
import { exitOnStartFailure, migrate, openDatabase, runTeamServer } from '@storefront/platform/server';
import { buildApp } from './app';
import { createCatalogProducts } from './catalog/catalog-products';
import { readConfig } from './config';
import { socialMigrations } from './db/social-database';
import { seedDemoSharedProfile } from './demo-data/demo-shared-profile';
import { seedDemoReviews } from './demo-data/seed-demo-reviews';
import { readAwaitingHashtags } from './hashtags/hashtag-backfill';
import { createLogger } from './logger';
import { accountSocialEvents, startNotificationPublisher } from './notifications/notification-publisher';
import { catalogReviewSummaries, startReviewSummaryPublisher } from './summaries/review-summary-publisher';

const config = readConfig();
const logger = createLogger(config.logLevel);

async function start() {
  const startedAt = performance.now();
  const db = await openDatabase({ ...config, logger });
  const migrations = await migrate(db, socialMigrations);
  logger.info({ database: db.kind, schema: db.schema, migrations, catalogUrl: config.catalogUrl }, 'social database ready');
  const catalogCall = { baseUrl: config.catalogUrl, identitySecret: config.identitySecret, timeoutMs: config.catalogTimeoutMs };
  const catalog = createCatalogProducts(catalogCall);
  // Before the server answers: a store that is ready shows every rated demo product with its reviews.
  if (config.demoData) {
    await seedDemoSharedProfile(db);
    await seedDemoReviews({ db, catalog, logger });
  }
  // Reviews written here reach the catalog's product pages and listings (social → catalog, versioned summaries).
  const summaryPublisher = startReviewSummaryPublisher({ db, sink: catalogReviewSummaries(catalogCall), logger });
  // Answers, comments and helpful marks reach their authors' notification lists (social → account, once per event).
  const accountCall = { baseUrl: config.accountUrl, identitySecret: config.identitySecret, timeoutMs: config.accountTimeoutMs };
  const notificationPublisher = startNotificationPublisher({ db, catalog, sink: accountSocialEvents(accountCall), logger });
  const app = buildApp({
    db,
    logger,
    identitySecret: config.identitySecret,
    catalog,
    remoteDir: config.remoteDir,
    imageCacheDir: join(config.dataDir, 'image-cache'),
    reviewsChanged: summaryPublisher.nudge,
    notificationsWaiting: notificationPublisher.nudge,
    postingLimits: config.postingLimits,
  });
  // The hashtags of posts written before the shop read them, in batches beside the requests.
  const hashtagsRead = new AbortController();
  const backfill = readAwaitingHashtags(db, { signal: hashtagsRead.signal }).then(
    (read) => (read > 0 ? logger.info({ posts: read }, 'hashtags read of earlier posts') : undefined),
    (error: unknown) => logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'reading the hashtags of earlier posts failed'),
  );
  const close = async () => {
    hashtagsRead.abort();
    await backfill;
    await summaryPublisher.stop();
    await notificationPublisher.stop();
    await db.close();
  };
  await runTeamServer({ team: 'social', app, port: config.port, host: config.host, logger, close, startedAt });
}

start().catch(exitOnStartFailure('social', logger));
