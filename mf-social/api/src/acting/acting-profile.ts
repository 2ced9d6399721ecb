import type { Response } from 'express';
import { cookieValue, identityOf, ResponseError, type Identity, type Queryable } from '@storefront/platform/server';
import { onBehalfOfCookie } from '../../../contract/social-profile';
import { memberIdOf } from '../http/member';
import { profileRequired } from '../posts/post-refusals';
import { setOnBehalfOf } from './on-behalf-cookie';

/*
 * The profile a request speaks as: the member's own, or the profile their cookie SocialOnBehalfOf
 * names when they may act for it (its agent, or an administrator impersonating it). Posts, comments, replies, stories,
 * pictures and follows go out as it, and what it wrote is shown as "own". A member's likes, helpful marks, saves,
 * reports and direct messages are theirs alone and never on behalf.
 */

const profileIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const notAuthorizedForProfile = () =>
  new ResponseError(403, 'not_authorized_for_profile', 'You may no longer write as that profile. Nothing was sent; sent again, it goes out as yourself.');

/** The profile the request's cookie SocialOnBehalfOf names; null for the member themself (absent, empty, not an id). */
export function onBehalfOfIn(res: Response): string | null {
  const value = cookieValue(res.req.headers.cookie, onBehalfOfCookie);
  return value && profileIdPattern.test(value) ? value.toLowerCase() : null;
}

/** The member's own profile id, or null before onboarding. */
export async function profileIdOfMember(db: Queryable, memberId: string): Promise<string | null> {
  const [row] = await db.query<{ profile_id: string }>('SELECT profile_id FROM profiles WHERE member_id = $1', [memberId]);
  return row?.profile_id ?? null;
}

/** An administrator may impersonate a profile; not while acting as a customer (then they are that customer here). */
export const mayImpersonate = (identity: Identity): boolean => identity.roles?.includes('admin') === true && !identity.impersonatorId;

/**
 * Whether the person may act for the profile: they are its agent, or an administrator impersonating it now. An
 * administrator acting as a customer is that customer here, with the customer's agencies and no impersonation.
 */
export async function mayActFor(db: Queryable, identity: Identity, profileId: string): Promise<boolean> {
  if (!identity.userId) return false;
  const rows = await db.query(
    `SELECT 1 FROM profile_agents WHERE profile_id = $1 AND member_id = $2
     UNION ALL
     SELECT 1 FROM profile_impersonations WHERE $3 AND profile_id = $1 AND admin_member_id = $2 AND stopped_at IS NULL
     LIMIT 1`,
    [profileId, identity.userId, mayImpersonate(identity)],
  );
  return rows.length > 0;
}

/**
 * The profile the member acts as, or null before onboarding. A cookie naming a profile they may not act for (struck
 * off since) is a 403 `not_authorized_for_profile`, and the answer takes the cookie away: told, they write as themself.
 */
export async function actingProfileIdOf(db: Queryable, res: Response): Promise<string | null> {
  const memberId = memberIdOf(res);
  const onBehalfOf = onBehalfOfIn(res);
  if (onBehalfOf && !(await mayActFor(db, identityOf(res), onBehalfOf))) {
    // The member's own id in the cookie is not "another profile": it is them.
    if ((await profileIdOfMember(db, memberId)) !== onBehalfOf) {
      setOnBehalfOf(res.req, res, null);
      throw notAuthorizedForProfile();
    }
  }
  return onBehalfOf ?? profileIdOfMember(db, memberId);
}

/** The profile a write goes out as: as `actingProfileIdOf`, and 409 `social_profile_required` when there is none. */
export async function writerProfileIdOf(db: Queryable, res: Response): Promise<string> {
  const profileId = await actingProfileIdOf(db, res);
  if (!profileId) throw profileRequired();
  return profileId;
}

/**
 * The profile a reader is, for marking what is theirs: as `actingProfileIdOf`, but a cookie they may not use counts as
 * none (a page still shows); null for a visitor or before onboarding.
 */
export async function readerProfileIdOf(db: Queryable, res: Response): Promise<string | null> {
  const { userId } = identityOf(res);
  if (!userId) return null;
  const onBehalfOf = onBehalfOfIn(res);
  if (onBehalfOf && (await mayActFor(db, identityOf(res), onBehalfOf))) return onBehalfOf;
  return profileIdOfMember(db, userId);
}

/** The member's own profile id, for what is never written on behalf (direct messages): 409 `social_profile_required` before onboarding. */
export async function ownProfileIdOf(db: Queryable, memberId: string): Promise<string> {
  const profileId = await profileIdOfMember(db, memberId);
  if (!profileId) throw profileRequired();
  return profileId;
}

/** Who reads: the member, for their own marks (likes, helpful), and the profile they act as, for what it wrote. */
export interface Reader {
  memberId: string | null;
  profileId: string | null;
}

export async function readerOf(db: Queryable, res: Response): Promise<Reader> {
  return { memberId: identityOf(res).userId ?? null, profileId: await readerProfileIdOf(db, res) };
}
