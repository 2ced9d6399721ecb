import { z } from 'zod';
import { defaultCultureFor, httpHeaders, type TeamFederation } from '@storefront/platform';
import { signIdentity, serviceCallHeaders } from '@storefront/platform/server';
import type { TeamHealth } from '../health/team-health';
import { teamNames, type TeamName, type TeamUrls } from '../routes/teams';
import { defaultMarket } from '../identity/visitor';

interface CachedFederation {
  federation: TeamFederation;
  fetchedAt: number;
}

export interface FederationSourceOptions {
  teamUrls: TeamUrls;
  teamHealth: TeamHealth;
  maxAgeMs: number;
  /** For a refresh, while the last answer is still served. */
  timeoutMs: number;
  /**
   * For a team never heard from: its shell config waits for this answer anyway, and without it the team's pages fail
   * with "Component … does not exist", so a slow answer (a loaded machine at start-up) is worth waiting for.
   */
  firstAnswerTimeoutMs?: number;
  identitySecret: string;
}

/** Each team's `/remote/federation.json`, cached; when a team is down its last known good answer is kept. */
export class FederationSource {
  private readonly cache = new Map<TeamName, CachedFederation>();
  private readonly inFlight = new Map<TeamName, Promise<void>>();

  constructor(private readonly options: FederationSourceOptions) {}

  /** A stale answer is served while it is refreshed; only a team never heard from is waited for. */
  async all(now = Date.now()): Promise<Partial<Record<TeamName, TeamFederation>>> {
    const due = teamNames.filter((team) => this.isStale(team, now) && this.options.teamHealth.isAvailable(team));
    await Promise.all(
      due.map((team) => {
        const refresh = this.refresh(team);
        return this.cache.has(team) ? undefined : refresh;
      }),
    );
    const known: Partial<Record<TeamName, TeamFederation>> = {};
    for (const team of teamNames) {
      const cached = this.cache.get(team);
      if (cached) known[team] = cached.federation;
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
    const refresh = this.fetchFederation(team)
      .then((federation) => {
        if (federation) this.cache.set(team, { federation, fetchedAt: Date.now() });
      })
      .finally(() => this.inFlight.delete(team));
    this.inFlight.set(team, refresh);
    return refresh;
  }

  private async fetchFederation(team: TeamName): Promise<TeamFederation | null> {
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
      const response = await fetch(`${this.options.teamUrls[team]}/remote/federation.json`, {
        headers: { ...serviceCallHeaders, [httpHeaders.identity]: identity, accept: 'application/json' },
        signal: AbortSignal.timeout(
          this.cache.has(team) ? this.options.timeoutMs : Math.max(this.options.timeoutMs, this.options.firstAnswerTimeoutMs ?? 5_000),
        ),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      return asTeamFederation(await response.json());
    } catch {
      return null;
    }
  }
}

const teamFederationSchema = z.object({
  components: z.record(z.string(), z.string()),
  slots: z.record(z.string(), z.string()).default({}),
});

function asTeamFederation(value: unknown): TeamFederation | null {
  const parsed = teamFederationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
