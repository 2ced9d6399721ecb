import { z } from 'zod';
import { httpHeaders, type MemberRole, type ResolvedSession } from '@storefront/platform';
import { describeFailure } from '../health/call-failures';
import type { TeamHealth } from '../health/team-health';
import { oncePerInterval, type WarnLogger } from '../logging/once-per-interval';
import { serviceCallHeaders } from '@storefront/platform/server';

export interface SessionResolverOptions {
  accountUrl: string;
  teamHealth: TeamHealth;
  /** Every page and API call of a member waits for this at most (on a cache miss); past it the call goes on as a visitor's. */
  timeoutMs?: number;
  /** How long an answer is trusted: a session ended elsewhere (another browser) is seen within this. */
  maxAgeMs?: number;
  /** How long "no such session" is trusted: a stale cookie then costs one lookup per this, not one per request. */
  unknownMaxAgeMs?: number;
  maxEntries?: number;
  /** How often a failing account server is written to the log. */
  warnIntervalMs?: number;
  now?: () => number;
}

interface CachedAnswer {
  session: ResolvedSession | null;
  expiresAt: number;
}

/** Session tokens are 32 random bytes in base64url; anything else is not worth asking about. */
const plausibleToken = /^[A-Za-z0-9_-]{16,256}$/;

const knownRoles: readonly MemberRole[] = ['admin'];

const resolvedSessionSchema = z.object({
  userId: z.string().min(1),
  email: z.string(),
  impersonatorId: z.string().min(1).nullable().default(null),
  impersonatorEmail: z.string().nullable().default(null),
  roles: z
    .array(z.string())
    .default([])
    .transform((roles) => roles.filter((role): role is MemberRole => (knownRoles as readonly string[]).includes(role))),
});

/**
 * Who a `session` cookie belongs to, asked of team Account (`POST /internal/sessions/resolve`) and cached briefly.
 * Concurrent lookups of one token share one call. When Account is down, slow or answers oddly, the answer is
 * "nobody": the request goes on as a visitor's rather than waiting or failing.
 */
export class SessionResolver {
  private readonly cache = new Map<string, CachedAnswer>();
  private readonly inFlight = new Map<string, Promise<ResolvedSession | null>>();
  private readonly warn: ReturnType<typeof oncePerInterval>;
  private readonly timeoutMs: number;
  private readonly maxAgeMs: number;
  private readonly unknownMaxAgeMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: SessionResolverOptions) {
    this.timeoutMs = options.timeoutMs ?? 300;
    this.maxAgeMs = options.maxAgeMs ?? 5_000;
    this.unknownMaxAgeMs = options.unknownMaxAgeMs ?? 2_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
    this.warn = oncePerInterval(options.warnIntervalMs ?? 30_000, this.now);
  }

  /** `identity` is the gateway's signed service identity, with the visitor of the request that carries the cookie. */
  resolve(token: string, identity: string, logger?: WarnLogger): Promise<ResolvedSession | null> {
    if (!plausibleToken.test(token)) return Promise.resolve(null);
    const cached = this.cache.get(token);
    if (cached && cached.expiresAt > this.now()) return Promise.resolve(cached.session);
    if (cached) this.cache.delete(token);
    const running = this.inFlight.get(token);
    if (running) return running;
    if (!this.options.teamHealth.isAvailable('account')) {
      this.warn(logger, { team: 'account' }, 'account is down: sessions are not resolved, members browse as visitors');
      return Promise.resolve(null);
    }
    const lookup = this.ask(token, identity, logger).then(({ session, cacheable }) => {
      // A session changed (login, logout) while this lookup was under way is forgotten, not cached from stale news.
      if (this.inFlight.get(token) === lookup) {
        this.inFlight.delete(token);
        if (cacheable) this.remember(token, session);
      }
      return session;
    });
    this.inFlight.set(token, lookup);
    return lookup;
  }

  /** After a response that started, ended or changed a session: the next request asks again. */
  forget(token: string): void {
    this.cache.delete(token);
    this.inFlight.delete(token);
  }

  get size(): number {
    return this.cache.size;
  }

  private remember(token: string, session: ResolvedSession | null): void {
    this.cache.delete(token);
    while (this.cache.size >= this.maxEntries) {
      const oldest = this.cache.keys().next();
      if (oldest.done) break;
      this.cache.delete(oldest.value);
    }
    this.cache.set(token, { session, expiresAt: this.now() + (session ? this.maxAgeMs : this.unknownMaxAgeMs) });
  }

  private async ask(token: string, identity: string, logger?: WarnLogger): Promise<{ session: ResolvedSession | null; cacheable: boolean }> {
    try {
      const response = await fetch(`${this.options.accountUrl}/internal/sessions/resolve`, {
        method: 'POST',
        headers: { ...serviceCallHeaders, accept: 'application/json', 'content-type': 'application/json', [httpHeaders.identity]: identity },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return { session: null, cacheable: true };
      }
      if (!response.ok) {
        await response.body?.cancel();
        this.warn(logger, { team: 'account', status: response.status }, 'session lookup failed: the request goes on as a visitor');
        return { session: null, cacheable: false };
      }
      const parsed = resolvedSessionSchema.safeParse(await response.json());
      if (!parsed.success) {
        this.warn(logger, { team: 'account' }, 'session lookup answered no session: the request goes on as a visitor');
        return { session: null, cacheable: false };
      }
      return { session: parsed.data, cacheable: true };
    } catch (error) {
      this.warn(logger, { team: 'account', reason: describeFailure(error) }, 'session lookup failed: the request goes on as a visitor');
      return { session: null, cacheable: false };
    }
  }
}
