import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readIdentitySecret } from '@storefront/platform/server';
import { z } from 'zod';
import { shopPostingLimits, type PostingLimits } from './moderation/posting-limits';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

const environment = z.object({
  SOCIAL_PORT: z.coerce.number().int().min(1).max(65_535).default(8104),
  SOCIAL_HOST: z.string().min(1).optional(),
  /** Where every team server listens unless its own SOCIAL_HOST says otherwise; loopback when neither is set. */
  HOST: z.string().min(1).optional(),
  SOCIAL_DATA_DIR: z.string().min(1).default(join(apiRoot, '.data')),
  SOCIAL_REMOTE_DIR: z.string().min(1).default(join(apiRoot, '..', 'web', 'dist')),
  DATABASE_URL: z.string().min(1).optional(),
  SOCIAL_DB_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('social'),
  /** The catalog: which products exist and what their review asks (GET /internal/review-products), and where ratings go. */
  CATALOG_URL: z.url().default('http://127.0.0.1:8101'),
  CATALOG_TIMEOUT_MS: z.coerce.number().int().min(1).max(30_000).default(2_000),
  /** Team Account, which notifies members of answers, comments and helpful marks (POST /internal/social-events). */
  ACCOUNT_URL: z.url().default('http://127.0.0.1:8103'),
  ACCOUNT_TIMEOUT_MS: z.coerce.number().int().min(1).max(30_000).default(2_000),
  /** `1` when the store runs on demo data (`npm start` sets it): the demo products get demo reviews. */
  DEMO_MODE: z.enum(['0', '1']).default('0'),
  /** What a member may write within an hour, when the operator wants other counts than the shop's own. */
  SOCIAL_POSTS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).optional(),
  SOCIAL_COMMENTS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).optional(),
  SOCIAL_REPORTS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).optional(),
  SOCIAL_IMAGES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).optional(),
  SOCIAL_STORIES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).optional(),
  SOCIAL_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).optional(),
  SOCIAL_INVITATIONS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Team Social's server settings, from the environment. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environment.parse(env);
  return {
    port: parsed.SOCIAL_PORT,
    host: parsed.SOCIAL_HOST ?? parsed.HOST,
    /** The team's data folder: PGlite in pglite/, encoded pictures in image-cache/. */
    dataDir: parsed.SOCIAL_DATA_DIR,
    remoteDir: parsed.SOCIAL_REMOTE_DIR,
    databaseUrl: parsed.DATABASE_URL,
    schema: parsed.SOCIAL_DB_SCHEMA,
    catalogUrl: parsed.CATALOG_URL.replace(/\/+$/, ''),
    catalogTimeoutMs: parsed.CATALOG_TIMEOUT_MS,
    accountUrl: parsed.ACCOUNT_URL.replace(/\/+$/, ''),
    accountTimeoutMs: parsed.ACCOUNT_TIMEOUT_MS,
    /** Demo data written at start: reviews of the demo catalog's rated products and the shop's shared profile (demo-data/). */
    demoData: parsed.DEMO_MODE === '1',
    postingLimits: {
      posts: { ...shopPostingLimits.posts, count: parsed.SOCIAL_POSTS_PER_HOUR ?? shopPostingLimits.posts.count },
      comments: { ...shopPostingLimits.comments, count: parsed.SOCIAL_COMMENTS_PER_HOUR ?? shopPostingLimits.comments.count },
      reports: { ...shopPostingLimits.reports, count: parsed.SOCIAL_REPORTS_PER_HOUR ?? shopPostingLimits.reports.count },
      images: { ...shopPostingLimits.images, count: parsed.SOCIAL_IMAGES_PER_HOUR ?? shopPostingLimits.images.count },
      stories: { ...shopPostingLimits.stories, count: parsed.SOCIAL_STORIES_PER_HOUR ?? shopPostingLimits.stories.count },
      messages: { ...shopPostingLimits.messages, count: parsed.SOCIAL_MESSAGES_PER_HOUR ?? shopPostingLimits.messages.count },
      invitations: { ...shopPostingLimits.invitations, count: parsed.SOCIAL_INVITATIONS_PER_DAY ?? shopPostingLimits.invitations.count },
    } satisfies PostingLimits,
    logLevel: parsed.LOG_LEVEL,
    identitySecret: readIdentitySecret(env),
  };
}

export type SocialConfig = ReturnType<typeof readConfig>;
