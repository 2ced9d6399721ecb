import { exitOnStartFailure, migrate, openDatabase, runTeamServer } from '@storefront/platform/server';
import type { AccountServices } from './account-services';
import { buildApp } from './app';
import { createCatalogProductSource } from './catalog/catalog-product-source';
import { createProofOfWorkChallenge } from './challenge/proof-of-work-challenge';
import { readConfig } from './config';
import { accountMigrations } from './db/account-database';
import { seedDemoMembers } from './demo-data/demo-members';
import { createLogger } from './logger';
import { createDatabaseOutbox } from './mail/database-outbox';
import { linkKeys } from './mail/link-tokens';
import { startMailSender } from './mail/mail-sender';
import { startProductWatcher } from './notifications/product-watcher';
import { createCheckoutOrderSource } from './orders/checkout-order-source';
import { createArgon2Hasher } from './password/password-hashing';
import { createCheckoutCartMerger } from './sessions/checkout-cart-merger';

const config = readConfig();
const logger = createLogger(config.logLevel);

async function start() {
  const startedAt = performance.now();
  const db = await openDatabase({ ...config, logger });
  const migrations = await migrate(db, accountMigrations);
  logger.info({ database: db.kind, schema: db.schema, migrations }, 'account database ready');
  const team = { identitySecret: config.identitySecret, timeoutMs: config.teamTimeoutMs, logger };
  const services: AccountServices = {
    db,
    logger,
    now: Date.now,
    publicUrl: config.publicUrl,
    passwords: createArgon2Hasher(config.passwordHash),
    challenge: createProofOfWorkChallenge({ db, secret: config.identitySecret }),
    challengeDifficulty: config.challengeDifficulty,
    linkKeys: linkKeys(config.identitySecret),
    outbox: createDatabaseOutbox(db),
    products: createCatalogProductSource({ ...team, baseUrl: config.catalogUrl }),
    orders: createCheckoutOrderSource({ ...team, baseUrl: config.cartCheckoutUrl }),
    carts: createCheckoutCartMerger({ ...team, baseUrl: config.cartCheckoutUrl }),
    mailViewerEnabled: config.mailViewerEnabled,
  };
  await seedDemoMembers(services);
  const app = buildApp({ services, identitySecret: config.identitySecret, remoteDir: config.remoteDir });
  const mailSender = startMailSender({ db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const productWatcher = startProductWatcher(services);
  const close = async () => {
    await productWatcher.stop();
    await mailSender.stop();
    await db.close();
  };
  await runTeamServer({ team: 'account', app, port: config.port, host: config.host, logger, close, startedAt });
}

start().catch(exitOnStartFailure('account', logger));
