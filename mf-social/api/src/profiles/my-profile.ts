import type { Identity, Queryable } from '@storefront/platform/server';
import type { MySocialProfileResponse } from '../../../contract/social-profile';
import { actingStateOf } from '../acting/acting-state';
import { profileById } from './profile-store';

/** The profile the member acts as (their own unless `onBehalfOf` names one they may act for), and what they may act as. */
export async function myProfileAnswer(db: Queryable, identity: Identity, onBehalfOf: string | null): Promise<MySocialProfileResponse> {
  const { actingProfileId, ...acting } = await actingStateOf(db, identity, onBehalfOf);
  return { profile: await profileById(db, actingProfileId), ...acting };
}
