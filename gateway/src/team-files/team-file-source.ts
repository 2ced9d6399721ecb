import type { z } from 'zod';
import { defaultCultureFor, httpHeaders } from '@storefront/platform';
import { signIdentity, serviceCallHeaders } from '@storefront/platform/server';
import { isConnectionFailure } from '../health/call-failures';
import type { TeamHealth } from '../health/team-health';
import { defaultMarket } from '../identity/visitor';
import { teamNames, type TeamName, type TeamUrls } from '../routes/teams';

interface CachedFile<T> {
  value: T;
  /** The answer as it came: an unchanged file keeps its value, the same object, so what is made from it stays too. */
  text: string;
  fetchedAt: number;
}

export interface TeamFileSourceOptions {
  teamUrls: TeamUrls;
  teamHealth: TeamHealth;
  maxAgeMs: number;
  /** For a refresh, while the last answer is still served. */
  timeoutMs: number;
  /**
   * For a team never heard from: what is made of its file (the shell config, a page's phrases) waits for this answer
   * anyway, and without it the team's part is missing, so a slow answer (a loaded machine at start-up) is worth
   * waiting for.
   */
  firstAnswerTimeoutMs?: number;
  identitySecret: string;
}

/**
 * One file every team publishes with its remote (`/remote/<file>`, e.g. federation.json), read into `T` by `schema`
 * (an answer it refuses is not a valid one), cached; when a team is down or answers badly its last known good answer is kept.
 */
export class TeamFileSource<T> {
  private readonly cache = new Map<TeamName, CachedFile<T>>();
  private readonly inFlight = new Map<TeamName, Promise<void>>();
  /** Teams started again since their file was read: the next `all` waits for their file, as for a new team. */
  private readonly restarted = new Set<TeamName>();

  constructor(
    private readonly file: string,
    private readonly schema: z.ZodType<T, unknown>,
    private readonly options: TeamFileSourceOptions,
  ) {
    options.teamHealth.onRestart((team) => this.restarted.add(team));
  }

  /**
   * A stale answer is served while it is refreshed; a team never heard from, or started again since (a new build,
   * perhaps), is waited for, so the next page already has its new file.
   */
  async all(now = Date.now()): Promise<Partial<Record<TeamName, T>>> {
    const due = teamNames.filter(
      (team) => (this.isStale(team, now) || this.restarted.has(team)) && this.options.teamHealth.isAvailable(team),
    );
    await Promise.all(
      due.map((team) => {
        const refresh = this.refresh(team);
        return this.cache.has(team) && !this.restarted.has(team) ? undefined : refresh;
      }),
    );
    const known: Partial<Record<TeamName, T>> = {};
    for (const team of teamNames) {
      const cached = this.cache.get(team);
      if (cached) known[team] = cached.value;
    }
    return known;
  }

  private isStale(team: TeamName, now: number): boolean {
    const cached = this.cache.get(team);
    return !cached || now - cached.fetchedAt >= this.options.maxAgeMs;
  }

  private refresh(team: TeamName): Promise<void> {
    const running = this.inFlight.get(team);
    if (running) return running;
    const afterRestart = this.restarted.has(team);
    const refresh = this.fetchFile(team)
      .then((text) => {
        if (text === null) return;
        const cached = this.cache.get(team);
        if (cached?.text === text) {
          cached.fetchedAt = Date.now();
          return;
        }
        const value = parseJson(text, this.schema);
        if (value !== null) this.cache.set(team, { value, text, fetchedAt: Date.now() });
      })
      .finally(() => {
        this.inFlight.delete(team);
        if (afterRestart) this.restarted.delete(team);
      });
    this.inFlight.set(team, refresh);
    return refresh;
  }

  private async fetchFile(team: TeamName): Promise<string | null> {
    const identity = signIdentity(
      {
        userId: null,
        market: defaultMarket,
        culture: defaultCultureFor(defaultMarket),
        isStoreDevice: false,
        issuedAt: Date.now(),
      },
      this.options.identitySecret,
    );
    try {
      const response = await fetch(`${this.options.teamUrls[team]}/remote/${this.file}`, {
        headers: { ...serviceCallHeaders, [httpHeaders.identity]: identity, accept: 'application/json' },
        signal: AbortSignal.timeout(
          this.cache.has(team) ? this.options.timeoutMs : Math.max(this.options.timeoutMs, this.options.firstAnswerTimeoutMs ?? 5_000),
        ),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      return await response.text();
    } catch (error) {
      // A team that cannot be reached at all is down for every call, as a refused proxied call says (a slow answer
      // is not counted: the file is asked with a short limit).
      if (isConnectionFailure(error)) this.options.teamHealth.callFailed(team, error);
      return null;
    }
  }
}

function parseJson<T>(text: string, schema: z.ZodType<T>): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
