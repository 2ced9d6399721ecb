import { teamNames, type TeamName, type TeamUrls } from '../routes/teams';

export type TeamState = 'unknown' | 'up' | 'down';

export interface TeamHealthReport {
  state: TeamState;
  checkedAt: string | null;
  reason?: string;
}

export interface TeamHealthOptions {
  intervalMs: number;
  timeoutMs: number;
}

/**
 * A circuit per team: polled at `/health`; one failed poll or one failed proxied call opens it,
 * one successful poll closes it. While open, calls to the team fail at once instead of waiting.
 */
export class TeamHealth {
  private readonly reports = new Map<TeamName, TeamHealthReport>();
  private readonly polling = new Set<TeamName>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly teamUrls: TeamUrls,
    private readonly options: TeamHealthOptions,
  ) {
    for (const team of teamNames) this.reports.set(team, { state: 'unknown', checkedAt: null });
  }

  start(): void {
    if (this.timer || this.options.intervalMs <= 0) return;
    void this.pollAll();
    this.timer = setInterval(() => void this.pollAll(), this.options.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  isAvailable(team: TeamName): boolean {
    return this.reports.get(team)?.state !== 'down';
  }

  markDown(team: TeamName, reason: string): void {
    this.reports.set(team, { state: 'down', checkedAt: new Date().toISOString(), reason });
  }

  report(): Record<TeamName, TeamHealthReport> {
    return Object.fromEntries(this.reports) as Record<TeamName, TeamHealthReport>;
  }

  async pollAll(): Promise<void> {
    await Promise.all(teamNames.map((team) => this.poll(team)));
  }

  private async poll(team: TeamName): Promise<void> {
    if (this.polling.has(team)) return;
    this.polling.add(team);
    try {
      const response = await fetch(`${this.teamUrls[team]}/health`, {
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) this.reports.set(team, { state: 'up', checkedAt: new Date().toISOString() });
      else this.markDown(team, `health answered ${response.status}`);
    } catch (error) {
      this.markDown(team, describeFailure(error));
    } finally {
      this.polling.delete(team);
    }
  }
}

export function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    const code = (error.cause as { code?: string } | undefined)?.code ?? (error as { code?: string }).code;
    if (error.name === 'TimeoutError') return 'timed out';
    return code ?? error.message;
  }
  return String(error);
}
