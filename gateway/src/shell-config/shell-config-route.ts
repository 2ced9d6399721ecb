import type { Request, Response } from 'express';
import type { ShellConfig } from '@storefront/platform';
import { visitorFrom } from '../identity/visitor';
import type { ShellDist } from '../html/shell-dist';
import { composeShellConfig } from './compose-shell-config';
import type { FederationSource } from './federation-source';

export type ShellConfigFor = (req: Request) => Promise<ShellConfig>;

export function shellConfigFor(federationSource: FederationSource, shellDist: ShellDist): ShellConfigFor {
  return async (req) =>
    composeShellConfig({
      variant: visitorFrom(req).isStoreDevice ? 'kiosk' : 'web',
      serverVersion: shellDist.version(),
      federations: await federationSource.all(),
    });
}

export function shellConfigRoute(configFor: ShellConfigFor) {
  return async (req: Request, res: Response) => {
    res.set({ 'Cache-Control': 'private, no-cache', Vary: 'Cookie' }).json(await configFor(req));
  };
}
