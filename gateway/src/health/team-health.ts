import { teamNames, type TeamName, type TeamUrls } from '../routes/teams';
import { describeFailure, isConnectionFailure, isTimeout } from './call-failures';

export type TeamState = 'unknown' | 'up' | 'down';

export interface TeamHealthReport {
  state: TeamState;
  checkedAt: string | null;
  reason?: string;
  /** Which start of the team answered the last poll (new with every start of its server). */
  instance?: string;
}

export interface TeamHealthOptions {
  intervalMs: number;
  timeoutMs: number;
  /** Failed calls and polls in a row (timeouts, say) that open the circuit; one that cannot connect opens it at once. */
  failuresToOpen?: number;
  /** A team that is down is polled this often (250 ms), so one started again after a crash is used again at once. */
  downPollMs?: number;
}

/**
 * A circuit per team: polled at `/health`. A poll that fails opens it, unless it only timed out, and so does one call
 * that cannot reach the team (refused, no route); a call that failed otherwise (timed out, reset) or a poll that timed
 * out opens it only after several in a row, so one slow request or one busy moment cannot take a team away from
 * everyone. One successful poll closes it. While open, calls to the team fail at once instead of waiting.
 */
export class TeamHealth {
  private readonly reports = new Map<TeamName, TeamHealthReport>();
  private readonly failuresInARow = new Map<TeamName, number>();
  private readonly polling = new Set<TeamName>();
  private readonly instances = new Map<TeamName, string>();
  private readonly restartListeners: ((team: TeamName) => void)[] = [];
  private readonly failuresToOpen: number;
  private timer: NodeJS.Timeout | undefined;
  private downTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly teamUrls: TeamUrls,
    private readonly options: TeamHealthOptions,
  ) {
    for (const team of teamNames) this.reports.set(team, { state: 'unknown', checkedAt: null });
    this.failuresToOpen = options.failuresToOpen ?? 5;
  }

  start(): void {
    if (this.timer || this.options.intervalMs <= 0) return;
    void this.pollAll();
    this.timer = setInterval(() => void this.pollAll(), this.options.intervalMs);
    this.timer.unref();
    this.downTimer = setInterval(() => {
      for (const team of teamNames) if (this.reports.get(team)?.state === 'down') void this.poll(team);
    }, this.options.downPollMs ?? 250);
    this.downTimer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    clearInterval(this.downTimer);
    this.timer = undefined;
    this.downTimer = undefined;
  }

  /**
   * Called when a poll finds a team started again since the last poll that reached it (another `instance`): a new
   * build of it, perhaps, whose published files (federation, texts, routes) are to be read again.
   */
  onRestart(listener: (team: TeamName) => void): void {
    this.restartListeners.push(listener);
  }

  /** The team's last poll reached it: stricter than isAvailable, which gives a team not polled yet the benefit of the doubt. */
  hasAnswered(team: TeamName): boolean {
    return this.reports.get(team)?.state === 'up';
  }

  isAvailable(team: TeamName): boolean {
    return this.reports.get(team)?.state !== 'down';
  }

  markDown(team: TeamName, reason: string): void {
    this.reports.set(team, { state: 'down', checkedAt: new Date().toISOString(), reason });
  }

  /** A call to the team got no answer. */
  callFailed(team: TeamName, error: unknown): void {
    if (isConnectionFailure(error)) return this.markDown(team, describeFailure(error));
    const failures = (this.failuresInARow.get(team) ?? 0) + 1;
    this.failuresInARow.set(team, failures);
    if (failures >= this.failuresToOpen) {
      this.markDown(team, `${failures} calls in a row failed (last: ${describeFailure(error)})`);
    }
  }

  /** A call to the team was answered (whatever its status): failures in a row are counted from zero again. */
  callAnswered(team: TeamName): void {
    this.failuresInARow.delete(team);
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
      const instance = response.ok ? await instanceIn(response) : undefined;
      if (!response.ok) await response.body?.cancel();
      if (response.ok) {
        this.reports.set(team, { state: 'up', checkedAt: new Date().toISOString(), ...(instance ? { instance } : {}) });
        this.failuresInARow.delete(team);
        this.noteInstance(team, instance);
      } else {
        this.markDown(team, `health answered ${response.status}`);
      }
    } catch (error) {
      // A poll that timed out may be a team busy for a moment (the catalog during a large import, say): like a call
      // that timed out, it opens the circuit only several in a row. Any other failure opens it at once.
      if (isTimeout(error)) this.callFailed(team, error);
      else this.markDown(team, describeFailure(error));
    } finally {
      this.polling.delete(team);
    }
  }

  private noteInstance(team: TeamName, instance: string | undefined): void {
    if (!instance) return;
    const known = this.instances.get(team);
    this.instances.set(team, instance);
    if (known !== undefined && known !== instance) for (const listener of this.restartListeners) listener(team);
  }
}

/** The `instance` of a team's health answer, if it says one. */
async function instanceIn(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const instance = (body as { instance?: unknown } | null)?.instance;
    return typeof instance === 'string' && instance.length <= 100 ? instance : undefined;
  } catch {
    return undefined;
  }
}
