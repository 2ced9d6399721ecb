import type { Request } from 'express';
import { httpHeaders, type MainMenu } from '@storefront/platform';
import type { TeamHealth } from '../health/team-health';
import { signedIdentityFor } from '../identity/identity-header';
import { visitorFrom } from '../identity/visitor';
import { serviceCallHeaders } from '@storefront/platform/server';

export interface MainMenuSourceOptions {
  catalogUrl: string;
  teamHealth: TeamHealth;
  identitySecret: string;
  maxAgeMs: number;
  timeoutMs: number;
}

interface CachedMenu {
  menu: MainMenu;
  fetchedAt: number;
}

const isMenu = (body: unknown): body is MainMenu =>
  typeof body === 'object' && body !== null && Array.isArray((body as MainMenu).items) && Array.isArray((body as MainMenu).pages);

/**
 * Team Catalog's main menu for the header of the first HTML, per language and market, kept a while: it changes with
 * the category tree and the running campaigns. A stale menu is served while it is asked again; none when Catalog has
 * never answered (the shell then loads it after the page, as before).
 */
export class MainMenuSource {
  private readonly cache = new Map<string, CachedMenu>();
  private readonly inFlight = new Map<string, Promise<MainMenu | null>>();

  constructor(private readonly options: MainMenuSourceOptions) {}

  async forRequest(req: Request, now = Date.now()): Promise<MainMenu | null> {
    const visitor = visitorFrom(req);
    const key = `${visitor.culture}|${visitor.market}`;
    const cached = this.cache.get(key);
    if (cached && now - cached.fetchedAt < this.options.maxAgeMs) return cached.menu;
    if (!this.options.teamHealth.isAvailable('catalog')) return cached?.menu ?? null;
    const refresh = this.refresh(key, req);
    return cached ? cached.menu : refresh;
  }

  private refresh(key: string, req: Request): Promise<MainMenu | null> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const asking = this.fetchMenu(req)
      .then((menu) => {
        if (menu) this.cache.set(key, { menu, fetchedAt: Date.now() });
        return menu;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, asking);
    return asking;
  }

  private async fetchMenu(req: Request): Promise<MainMenu | null> {
    try {
      const response = await fetch(`${this.options.catalogUrl}/mainmenu`, {
        headers: { ...serviceCallHeaders, accept: 'application/json', [httpHeaders.identity]: signedIdentityFor(req, this.options.identitySecret) },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const body: unknown = await response.json().catch(() => null);
      return response.ok && isMenu(body) ? body : null;
    } catch {
      return null;
    }
  }
}
