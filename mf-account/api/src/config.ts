import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readIdentitySecret } from '@storefront/platform/server';
import { z } from 'zod';
import { defaultChallengeDifficulty } from './login/challenge-difficulty';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

const environment = z.object({
  ACCOUNT_PORT: z.coerce.number().int().min(1).max(65_535).default(8103),
  ACCOUNT_HOST: z.string().min(1).optional(),
  /** Where every team server listens unless its own ACCOUNT_HOST says otherwise; loopback when neither is set. */
  HOST: z.string().min(1).optional(),
  ACCOUNT_DATA_DIR: z.string().min(1).default(join(apiRoot, '.data')),
  ACCOUNT_REMOTE_DIR: z.string().min(1).default(join(apiRoot, '..', 'web', 'dist')),
  DATABASE_URL: z.string().min(1).optional(),
  ACCOUNT_DB_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('account'),
  CATALOG_URL: z.url().default('http://127.0.0.1:8101'),
  CART_CHECKOUT_URL: z.url().default('http://127.0.0.1:8102'),
  TEAM_TIMEOUT_MS: z.coerce.number().int().min(1).max(30_000).default(2_000),
  /** The shop's own address, for links in e-mails (reset password, order confirmations). */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /** smtp://user:pass@host:port; without it mail stays in the outbox (and, in demo mode, the mail viewer shows it). */
  SMTP_URL: z.string().min(1).optional(),
  /** `1` when the store runs on demo data (`npm start` sets it): development aids such as the mail viewer are on. */
  DEMO_MODE: z.enum(['0', '1']).default('0'),
  MAIL_FROM: z.string().min(3).default('Beauty <no-reply@beauty.example>'),
  /** Argon2id memory cost in KiB and passes (see password/password-hashing.ts for the choice). */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).default(65_536),
  PASSWORD_HASH_PASSES: z.coerce.number().int().min(1).default(3),
  /** The challenge's proof of work: leading zero bits of its first step and of its cap (login/challenge-difficulty.ts). */
  CHALLENGE_DIFFICULTY_BITS: z.coerce.number().int().min(1).max(32).default(defaultChallengeDifficulty.first),
  CHALLENGE_MAX_DIFFICULTY_BITS: z.coerce.number().int().min(1).max(32).default(defaultChallengeDifficulty.cap),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Team Account's server settings, from the environment. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environment.parse(env);
  return {
    port: parsed.ACCOUNT_PORT,
    host: parsed.ACCOUNT_HOST ?? parsed.HOST,
    /** The team's data folder: PGlite in pglite/. */
    dataDir: parsed.ACCOUNT_DATA_DIR,
    remoteDir: parsed.ACCOUNT_REMOTE_DIR,
    databaseUrl: parsed.DATABASE_URL,
    schema: parsed.ACCOUNT_DB_SCHEMA,
    catalogUrl: parsed.CATALOG_URL.replace(/\/+$/, ''),
    cartCheckoutUrl: parsed.CART_CHECKOUT_URL.replace(/\/+$/, ''),
    teamTimeoutMs: parsed.TEAM_TIMEOUT_MS,
    publicUrl: parsed.PUBLIC_URL.replace(/\/+$/, ''),
    smtpUrl: parsed.SMTP_URL,
    /** The mail viewer (`/mailbox`, administrators only) exists in demo mode while no mail leaves the machine. */
    mailViewerEnabled: parsed.DEMO_MODE === '1' && !parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    passwordHash: { memoryCostKib: parsed.PASSWORD_HASH_MEMORY_KIB, passes: parsed.PASSWORD_HASH_PASSES },
    challengeDifficulty: {
      first: parsed.CHALLENGE_DIFFICULTY_BITS,
      cap: Math.max(parsed.CHALLENGE_DIFFICULTY_BITS, parsed.CHALLENGE_MAX_DIFFICULTY_BITS),
    },
    logLevel: parsed.LOG_LEVEL,
    identitySecret: readIdentitySecret(env),
  };
}

export type AccountConfig = ReturnType<typeof readConfig>;
