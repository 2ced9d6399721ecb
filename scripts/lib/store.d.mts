import type { ChildProcess } from 'node:child_process';

export interface StoreHandle {
  url: string;
  ports: Record<string, number>;
  /** The secret every process of this store signs identities with. */
  identitySecret: string;
  children: Map<string, ChildProcess & { storeName: string }>;
  killTeam(team: string): Promise<void>;
  crashTeam(team: string): Promise<void>;
  restartTeam(team: string): Promise<void>;
  /** Stops a team server as on shutdown and starts it with `env` over its environment (kept through restarts). */
  deployTeam(team: string, env: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

export function startStore(options: {
  root: string;
  basePort?: number;
  dataDir?: string;
  logOutput?: boolean;
  env?: Record<string, string>;
  identitySecret?: string;
}): Promise<StoreHandle>;

export function storePorts(base?: number): Record<string, number>;
