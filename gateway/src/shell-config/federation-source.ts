import { z } from 'zod';
import type { TeamFederation } from '@storefront/platform';
import { TeamFileSource, type TeamFileSourceOptions } from '../team-files/team-file-source';

export type FederationSourceOptions = TeamFileSourceOptions;

const teamFederationSchema: z.ZodType<TeamFederation> = z.object({
  components: z.record(z.string(), z.string()),
  slots: z.record(z.string(), z.string()).default({}),
});

/** Each team's `/remote/federation.json`, cached; when a team is down its last known good answer is kept. */
export class FederationSource extends TeamFileSource<TeamFederation> {
  constructor(options: FederationSourceOptions) {
    super('federation.json', teamFederationSchema, options);
  }
}
