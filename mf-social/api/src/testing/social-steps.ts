import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import sharp from 'sharp';
import { foundation } from './fake-catalog-products';
import { aMember, call, identityHeaders } from './test-app';

/** The alias onboardedMember gives a member: 'm-' and the start of their id. */
export const aliasOf = (member: Partial<Identity>): string => `m-${member.userId!.slice(0, 8)}`;

/** A member with a social profile (alias from their id), ready to write. */
export async function onboardedMember(url: string, displayName = 'Reviewer'): Promise<Partial<Identity>> {
  const member = aMember(randomUUID());
  const alias = aliasOf(member);
  const { body } = await call(url, '/api/my/social/profile/update', {
    identity: member,
    body: { commands: [{ commandId: 'onboard', $type: 'ActivateMySocialProfile', displayName, alias }] },
  });
  if (!body.commandResponses?.[0]?.success) throw new Error(`onboarding failed: ${JSON.stringify(body)}`);
  return member;
}

export interface ReviewDraft {
  productCode: string;
  stars: number;
  title?: string;
  text?: string;
  [field: string]: unknown;
}

/** Writes a review as `member`, answering the call's status and body. */
export const writeReview = (url: string, member: Partial<Identity>, draft: ReviewDraft) =>
  call(url, '/api/social/posts/create', {
    identity: member,
    body: { $type: 'review', title: 'My take', text: 'A review long enough to say something real.', ...draft },
  });

/** Asks a question about `productCode` (the foundation unless given) as `member`, answering the call's status and body. */
export const askQuestion = (url: string, member: Partial<Identity>, text: string, productCode = foundation.code) =>
  call(url, '/api/social/posts/create', { identity: member, body: { $type: 'question', productCode, text } });

/** The post ids of a page of posts, in its order. */
export const postIdsOf = (page: { items: { postId: string }[] }) => page.items.map((post) => post.postId);

/** The profile id of an onboarded member. */
export async function profileIdOf(url: string, member: Partial<Identity>): Promise<string> {
  const { body } = await call(url, '/api/my/social/profile', { identity: member });
  if (!body.profile) throw new Error('the member has no social profile');
  return body.profile.profileId as string;
}

/** `member` follows (or, with 'unfollow', stops following) `profileId`, answering the call's status and body. */
export const follow = (url: string, member: Partial<Identity>, profileId: string, action: 'follow' | 'unfollow' = 'follow') =>
  call(url, `/api/my/social/${profileId}/${action}`, { identity: member, body: {} });

/** A photo as a phone leaves it: JPEG, stored sideways with EXIF orientation 6 (turn 90° clockwise), a camera and GPS. */
export const phonePhoto = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#d4a59a' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 0/1' } } })
    .toBuffer();

/** Uploads `body` as a picture (a photo unless given) as `member`, answering the call's status and body. */
export async function uploadImage(url: string, member: Partial<Identity>, body?: Buffer | string, contentType = 'image/jpeg') {
  const bytes = body ?? (await phonePhoto());
  const response = await fetch(`${url}/api/social/upload/image`, {
    method: 'POST',
    headers: { ...identityHeaders(member), 'content-type': contentType },
    body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as any };
}
