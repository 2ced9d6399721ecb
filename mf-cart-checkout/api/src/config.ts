import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readIdentitySecret } from '@storefront/platform/server';
import { z } from 'zod';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

const environment = z.object({
  CART_CHECKOUT_PORT: z.coerce.number().int().min(1).max(65_535).default(8102),
  CART_CHECKOUT_HOST: z.string().min(1).optional(),
  /** Where every team server listens unless its own CART_CHECKOUT_HOST says otherwise; loopback when neither is set. */
  HOST: z.string().min(1).optional(),
  CART_CHECKOUT_DATA_DIR: z.string().min(1).default(join(apiRoot, '.data')),
  CART_CHECKOUT_REMOTE_DIR: z.string().min(1).default(join(apiRoot, '..', 'web', 'dist')),
  DATABASE_URL: z.string().min(1).optional(),
  CART_CHECKOUT_DB_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('cart_checkout'),
  CATALOG_URL: z.url().default('http://127.0.0.1:8101'),
  CATALOG_TIMEOUT_MS: z.coerce.number().int().min(1).max(30_000).default(2_000),
  /** Team Account: where order events go (POST /internal/order-events). */
  ACCOUNT_URL: z.url().default('http://127.0.0.1:8103'),
  ACCOUNT_TIMEOUT_MS: z.coerce.number().int().min(1).max(30_000).default(2_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The cart team server's settings, from the environment. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environment.parse(env);
  return {
    port: parsed.CART_CHECKOUT_PORT,
    host: parsed.CART_CHECKOUT_HOST ?? parsed.HOST,
    /** The team's data folder: PGlite in pglite/. */
    dataDir: parsed.CART_CHECKOUT_DATA_DIR,
    remoteDir: parsed.CART_CHECKOUT_REMOTE_DIR,
    databaseUrl: parsed.DATABASE_URL,
    schema: parsed.CART_CHECKOUT_DB_SCHEMA,
    catalogUrl: parsed.CATALOG_URL.replace(/\/+$/, ''),
    catalogTimeoutMs: parsed.CATALOG_TIMEOUT_MS,
    accountUrl: parsed.ACCOUNT_URL.replace(/\/+$/, ''),
    accountTimeoutMs: parsed.ACCOUNT_TIMEOUT_MS,
    logLevel: parsed.LOG_LEVEL,
    identitySecret: readIdentitySecret(env),
  };
}

export type CartCheckoutConfig = ReturnType<typeof readConfig>;
