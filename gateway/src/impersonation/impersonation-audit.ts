import { defaultCultureFor, httpHeaders, type MemberRole } from '@storefront/platform';
import { serviceIdentity, signIdentity, serviceCallHeaders } from '@storefront/platform/server';
import { describeFailure } from '../health/call-failures';
import { defaultMarket } from '../identity/visitor';
import { oncePerInterval, type WarnLogger } from '../logging/once-per-interval';

/** What team Account records (`POST /internal/impersonation-actions`): a change an administrator made as a customer. */
export interface ImpersonatedAction {
  impersonatorId: string;
  memberId: string;
  method: string;
  path: string;
  status: number;
}

export interface ImpersonationAuditOptions {
  accountUrl: string;
  identitySecret: string;
  logger: WarnLogger & { error(details: object, message: string): void };
  /** Actions waiting to be sent; past this a new one is dropped (and logged). */
  maxQueued?: number;
  maxAttempts?: number;
  /** Wait before the first retry; each further retry waits twice as long. */
  retryDelayMs?: number;
  timeoutMs?: number;
}

interface QueuedAction {
  action: ImpersonatedAction;
  roles: MemberRole[];
  attempts: number;
}

type Outcome = 'recorded' | 'retry' | 'refused';

/**
 * Records every state change made while impersonating, after its response, without holding the response: a small
 * in-memory queue sent in order to team Account, retried with backoff while Account is down. Bounded: what does not
 * fit, or still fails after the last attempt, is dropped and written to the log with all it says.
 */
export class ImpersonationAudit {
  private readonly queue: QueuedAction[] = [];
  private sending: Promise<void> | null = null;
  private stopped = false;
  private readonly maxQueued: number;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;
  private readonly timeoutMs: number;
  private readonly warn = oncePerInterval(30_000);

  constructor(private readonly options: ImpersonationAuditOptions) {
    this.maxQueued = options.maxQueued ?? 1_000;
    this.maxAttempts = options.maxAttempts ?? 6;
    this.retryDelayMs = options.retryDelayMs ?? 500;
    this.timeoutMs = options.timeoutMs ?? 2_000;
  }

  record(action: ImpersonatedAction, roles: MemberRole[] = []): void {
    if (this.queue.length >= this.maxQueued) {
      this.options.logger.error({ action, reason: 'queue full' }, 'impersonated action dropped, not recorded');
      return;
    }
    this.queue.push({ action, roles, attempts: 0 });
    this.sending ??= this.sendAll().finally(() => {
      this.sending = null;
    });
  }

  /** Resolves when everything queued so far is sent or dropped (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.sending) await this.sending;
  }

  get queued(): number {
    return this.queue.length;
  }

  /** Stops retrying; what is still queued is logged as dropped. */
  stop(): void {
    this.stopped = true;
    for (const item of this.queue.splice(0)) {
      this.options.logger.error({ action: item.action, reason: 'gateway stopping' }, 'impersonated action dropped, not recorded');
    }
  }

  private async sendAll(): Promise<void> {
    while (this.queue.length > 0 && !this.stopped) {
      const item = this.queue[0]!;
      item.attempts++;
      const outcome = await this.send(item);
      if (outcome === 'retry' && item.attempts < this.maxAttempts) {
        await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs * 2 ** (item.attempts - 1)).unref());
        continue;
      }
      this.queue.shift();
      if (outcome !== 'recorded') {
        this.options.logger.error(
          { action: item.action, attempts: item.attempts, reason: outcome === 'refused' ? 'refused by account' : 'account not answering' },
          'impersonated action dropped, not recorded',
        );
      }
    }
  }

  private async send({ action, roles }: QueuedAction): Promise<Outcome> {
    const identity = signIdentity(
      serviceIdentity('gateway', {
        userId: action.memberId,
        impersonatorId: action.impersonatorId,
        roles,
        market: defaultMarket,
        culture: defaultCultureFor(defaultMarket),
        isStoreDevice: false,
      }),
      this.options.identitySecret,
    );
    try {
      const response = await fetch(`${this.options.accountUrl}/internal/impersonation-actions`, {
        method: 'POST',
        headers: { ...serviceCallHeaders, 'content-type': 'application/json', accept: 'application/json', [httpHeaders.identity]: identity },
        body: JSON.stringify(action),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return 'recorded';
      return response.status >= 500 || response.status === 429 || response.status === 408 ? 'retry' : 'refused';
    } catch (error) {
      this.warn(this.options.logger, { team: 'account', reason: describeFailure(error) }, 'impersonated actions not sent yet: retrying');
      return 'retry';
    }
  }
}
