import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import sharp from 'sharp';
import { lipMask } from '../testing/fake-catalog-products';
import { aliasOf, follow, onboardedMember, phonePhoto, profileIdOf, uploadImage as upload, writeReview } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend, identityHeaders } from '../testing/test-app';

async function picture(url: string, path: string) {
  const response = await fetch(`${url}${path}`, { headers: identityHeaders() });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const command = (member: Partial<Identity>, url: string, commands: object[]) =>
  call(url, '/api/my/social/profile/update', { identity: member, body: { commands: commands.map((each, index) => ({ commandId: `c${index}`, ...each })) } });

const imageCount = async (db: { query: (sql: string) => Promise<unknown[]> }) =>
  ((await db.query('SELECT count(*)::int AS n FROM images')) as { n: number }[])[0]!.n;

describeOnEachBackend('uploaded pictures', (server) => {
  test('a photo is kept upright, without its EXIF (camera, place), and served at the widths asked, for a year', async () => {
    const member = await onboardedMember(server().url);
    const uploaded = await upload(server().url, member, await phonePhoto());
    expect(uploaded.status).toBe(201);
    // Turned by its orientation: 400 × 300 stored sideways is a 300 × 400 portrait.
    expect(uploaded.body).toEqual({ imageId: expect.any(String), url: `/images/social/${uploaded.body.imageId}`, width: 300, height: 400 });

    const [stored] = await server().db.query<{ content: Uint8Array }>('SELECT content FROM images WHERE image_id = $1', [uploaded.body.imageId]);
    const metadata = await sharp(Buffer.from(stored!.content)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(Buffer.from(stored!.content).includes('PhoneMaker')).toBe(false);

    for (const [fmt, format] of [['jpg', 'jpeg'], ['webp', 'webp'], ['avif', 'heif']] as const) {
      const answer = await picture(server().url, `${uploaded.body.url}?w=120&fmt=${fmt}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await sharp(answer.bytes).metadata()).toMatchObject({ format, width: 120, height: 160 });
    }
    // Never scaled up: 640 asked of a 300 px picture is the picture's own width.
    expect(await sharp((await picture(server().url, `${uploaded.body.url}?w=640&fmt=webp`)).bytes).metadata()).toMatchObject({ width: 300 });
  });

  test('what is not a photo is refused, whatever its Content-Type claims, and nothing is kept', async () => {
    const member = await onboardedMember(server().url);
    const before = await imageCount(server().db);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect(await upload(server().url, member, svg, 'image/png')).toMatchObject({ status: 415, body: { error: { code: 'image_type_unsupported' } } });
    expect(await upload(server().url, member, 'just text', 'image/jpeg')).toMatchObject({ status: 415, body: { error: { code: 'image_type_unsupported' } } });
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).tiff().toBuffer();
    expect((await upload(server().url, member, tiff, 'image/jpeg')).status).toBe(415);
    expect(await upload(server().url, member, Buffer.alloc(0))).toMatchObject({ status: 400, body: { error: { code: 'image_missing' } } });
    // A real JPEG cut short: its header says 400 × 300, its pixels are not there.
    const photo = await phonePhoto();
    const truncated = photo.subarray(0, photo.length - 100);
    expect(await upload(server().url, member, truncated)).toMatchObject({ status: 422, body: { error: { code: 'image_unreadable' } } });
    expect(await imageCount(server().db)).toBe(before);
  });

  test('a file over 10 MB or a picture over 40 megapixels is refused before it is decoded', async () => {
    const member = await onboardedMember(server().url);
    const before = await imageCount(server().db);
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(10 * 1024 * 1024)]);
    expect(await upload(server().url, member, big)).toMatchObject({ status: 413, body: { error: { code: 'image_too_large', message: 'A photo may be at most 10 MB.' } } });
    // 8,000 × 6,000 of one colour compresses to a few kB: the pixel count, not the file size, refuses it.
    const huge = await sharp({ create: { width: 8_000, height: 6_000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    expect(await upload(server().url, member, huge, 'image/png')).toMatchObject({ status: 413, body: { error: { code: 'image_too_large', message: 'A photo may have at most 40 megapixels.' } } });
    expect(await imageCount(server().db)).toBe(before);
  });

  test('only a member with a profile uploads; a visitor must log in', async () => {
    const photo = await phonePhoto();
    expect((await upload(server().url, {}, photo)).status).toBe(401);
    expect(await upload(server().url, aMember(), photo)).toMatchObject({ status: 409, body: { error: { code: 'social_profile_required' } } });
  });

  test('a profile and cover image are set from the member’s own uploads, shown on both profile pages, and replaced or deleted', async () => {
    const member = await onboardedMember(server().url, 'Pictured');
    const alias = aliasOf(member);
    const first = (await upload(server().url, member, await phonePhoto())).body.imageId as string;
    const cover = (await upload(server().url, member, await phonePhoto(1600, 400))).body.imageId as string;
    const set = await command(member, server().url, [
      { $type: 'SetSocialProfileImage', profileImageId: first },
      { $type: 'SetSocialCoverImage', coverImageId: cover },
    ]);
    expect(set.body.commandResponses.map((each: { success: boolean }) => each.success)).toEqual([true, true]);
    expect(set.body.commandResponses[1].profile).toMatchObject({ profileImageUrl: `/images/social/${first}`, coverImageUrl: `/images/social/${cover}` });
    expect((await call(server().url, `/page/social/profile/${alias}`)).body.profile).toMatchObject({
      profileImageUrl: `/images/social/${first}`,
      coverImageUrl: `/images/social/${cover}`,
    });

    // A new profile image: the one it replaces is deleted, as nothing shows it any more, at once (though it was served).
    expect((await picture(server().url, `/images/social/${first}?w=120`)).status).toBe(200);
    const second = (await upload(server().url, member, await phonePhoto())).body.imageId as string;
    await command(member, server().url, [{ $type: 'SetSocialProfileImage', profileImageId: second }]);
    expect((await picture(server().url, `/images/social/${first}?w=120`)).status).toBe(404);
    expect((await picture(server().url, `/images/social/${second}?w=120`)).status).toBe(200);

    const deleted = await command(member, server().url, [{ $type: 'DeleteSocialProfileImage' }, { $type: 'DeleteSocialCoverImage' }]);
    expect(deleted.body.commandResponses[1].profile).toMatchObject({ profileImageUrl: null, coverImageUrl: null });
    expect((await call(server().url, '/api/my/social/profile', { identity: member })).body.profile).toMatchObject({ profileImageUrl: null, coverImageUrl: null });
    expect((await server().db.query('SELECT 1 FROM images WHERE image_id = ANY($1::uuid[])', [[first, second, cover]])).length).toBe(0);
  });

  test('the profile picture comes with its owner wherever they are named: their reviews, the feed, follow lists and search', async () => {
    const writer = await onboardedMember(server().url, 'Pictured Writer');
    const reader = await onboardedMember(server().url);
    const imageId = (await upload(server().url, writer, await phonePhoto())).body.imageId as string;
    await command(writer, server().url, [{ $type: 'SetSocialProfileImage', profileImageId: imageId }]);
    const picture = `/images/social/${imageId}`;
    expect((await writeReview(server().url, writer, { productCode: lipMask.code, stars: 5 })).body.review.author.profileImageUrl).toBe(picture);
    const sections = (await call(server().url, `/api/social/posts/pdp/${encodeURIComponent(lipMask.code)}`)).body;
    expect(sections.reviews.items.find((review: { author: { alias: string } }) => review.author.alias === aliasOf(writer)).author.profileImageUrl).toBe(picture);
    const writerId = await profileIdOf(server().url, writer);
    await follow(server().url, reader, writerId);
    expect((await call(server().url, '/api/my/social/feed', { identity: reader })).body.items[0].author.profileImageUrl).toBe(picture);
    expect((await call(server().url, `/api/social/profiles/${await profileIdOf(server().url, reader)}/following`)).body.items[0].profileImageUrl).toBe(picture);
    expect((await call(server().url, `/api/social/profiles/search?q=${aliasOf(writer)}`)).body.items[0].profileImageUrl).toBe(picture);
  });

  test('another member’s picture or an unknown id is refused as unknownImage and changes nothing; no profile, noProfile', async () => {
    const owner = await onboardedMember(server().url);
    const other = await onboardedMember(server().url);
    const theirs = (await upload(server().url, owner, await phonePhoto())).body.imageId as string;
    const refused = await command(other, server().url, [
      { $type: 'SetSocialProfileImage', profileImageId: theirs },
      { $type: 'SetSocialCoverImage', coverImageId: randomUUID() },
    ]);
    expect(refused.body.commandResponses).toEqual([
      { commandId: 'c0', success: false, resultType: 'unknownImage' },
      { commandId: 'c1', success: false, resultType: 'unknownImage' },
    ]);
    expect((await call(server().url, '/api/my/social/profile', { identity: other })).body.profile).toMatchObject({ profileImageUrl: null, coverImageUrl: null });
    expect((await command(aMember(), server().url, [{ $type: 'DeleteSocialCoverImage' }])).body.commandResponses[0]).toMatchObject({ resultType: 'noProfile' });
    expect((await command(other, server().url, [{ $type: 'SetSocialProfileImage', profileImageId: 'not-an-id' }])).status).toBe(400);
  });

  test('an unknown, malformed or badly sized picture request is a 404 or a 400', async () => {
    expect((await picture(server().url, `/images/social/${randomUUID()}?w=120`)).status).toBe(404);
    expect((await picture(server().url, '/images/social/..%2F..%2Fetc?w=120')).status).toBe(404);
    const member = await onboardedMember(server().url);
    const { url } = (await upload(server().url, member, await phonePhoto())).body;
    expect((await picture(server().url, `${url}?w=121`)).status).toBe(400);
    expect((await picture(server().url, `${url}?w=120&fmt=gif`)).status).toBe(400);
  });

  test('uploads count against the hourly limit, and unused uploads older than a day are cleared at the next upload', async () => {
    const member = await onboardedMember(server().url);
    const photo = await phonePhoto();
    const answers = await Promise.all(Array.from({ length: 21 }, () => upload(server().url, member, photo)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(20).fill(201), 429]);

    const ids = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.imageId as string);
    await command(member, server().url, [{ $type: 'SetSocialProfileImage', profileImageId: ids[0] }]);
    await server().db.query("UPDATE images SET created_at = now() - interval '25 hours' WHERE image_id = ANY($1::uuid[])", [ids]);
    expect((await upload(server().url, member, photo)).status).toBe(201);
    // The profile image stays; the other 19 went.
    expect((await server().db.query('SELECT image_id FROM images WHERE image_id = ANY($1::uuid[])', [ids])).length).toBe(1);
  });
});
