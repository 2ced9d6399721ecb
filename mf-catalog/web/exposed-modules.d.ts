import type { TeamFederation } from '@storefront/platform';

export function sourceFileOf(exposedModule: string): string;
export function exposesFrom(federation: TeamFederation): Record<string, string>;
