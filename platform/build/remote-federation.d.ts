import type { TeamFederation } from '../src/shell-config/types';

export function sourceFileOf(exposedModule: string): string;
export function exposesFrom(federation: TeamFederation): Record<string, string>;
export class EmitFederationJsonPlugin {
  constructor(federationFile: string);
  apply(compiler: unknown): void;
}
