import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readIdentitySecret } from '@storefront/platform/server';
import { z } from 'zod';
import { defaultDemoSeed } from './demo-data/generate-catalog';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

const environment = z.object({
  CATALOG_PORT: z.coerce.number().int().min(1).max(65_535).default(8101),
  CATALOG_HOST: z.string().min(1).optional(),
  /** Where every team server listens unless its own CATALOG_HOST says otherwise; loopback when neither is set. */
  HOST: z.string().min(1).optional(),
  CATALOG_DATA_DIR: z.string().min(1).default(join(apiRoot, '.data')),
  CATALOG_REMOTE_DIR: z.string().min(1).default(join(apiRoot, '..', 'web', 'dist')),
  DATABASE_URL: z.string().min(1).optional(),
  CATALOG_DB_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('catalog'),
  CATALOG_SEED: z.coerce.number().int().default(defaultDemoSeed),
  /** Team Checkout: the product page asks it what was bought together and for its gift-with-purchase offers. */
  CART_CHECKOUT_URL: z.url().default('http://127.0.0.1:8102'),
  CART_CHECKOUT_TIMEOUT_MS: z.coerce.number().int().min(1).max(30_000).default(800),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The catalog server's settings, from the environment. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environment.parse(env);
  return {
    port: parsed.CATALOG_PORT,
    host: parsed.CATALOG_HOST ?? parsed.HOST,
    /** The team's data folder: PGlite in pglite/, rendered images in image-cache/. */
    dataDir: parsed.CATALOG_DATA_DIR,
    remoteDir: parsed.CATALOG_REMOTE_DIR,
    databaseUrl: parsed.DATABASE_URL,
    schema: parsed.CATALOG_DB_SCHEMA,
    seed: parsed.CATALOG_SEED,
    cartCheckoutUrl: parsed.CART_CHECKOUT_URL.replace(/\/+$/, ''),
    cartCheckoutTimeoutMs: parsed.CART_CHECKOUT_TIMEOUT_MS,
    logLevel: parsed.LOG_LEVEL,
    identitySecret: readIdentitySecret(env),
  };
}

export type CatalogConfig = ReturnType<typeof readConfig>;
