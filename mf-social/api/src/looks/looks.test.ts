import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import { maximumProductsInLook } from '../../../contract/product-reviews';
import { filteredWords } from '../moderation/filtered-words';
import { foundation, lipMask, mascara } from '../testing/fake-catalog-products';
import { follow, onboardedMember, postIdsOf, profileIdOf, uploadImage } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend, identityHeaders } from '../testing/test-app';

const admin = { userId: randomUUID(), roles: ['admin' as const] };
const named = ({ code, name, brandName, url, imageUrl }: typeof lipMask) => ({ code, name, brandName, url, imageUrl });
const pdp = (code: string) => `/api/social/posts/pdp/${encodeURIComponent(code)}`;

describeOnEachBackend('looks', (server) => {
  async function shareLook(member: Partial<Identity>, productCodes: string[], text = 'An evening look, glossy lips and long lashes #evening') {
    const { imageId } = (await uploadImage(server().url, member)).body as { imageId: string };
    return { imageId, answer: await call(server().url, '/api/social/posts/create', { identity: member, body: { $type: 'look', productCodes, imageId, text } }) };
  }

  test('a look with three products is on each product’s page, the profile, a follower’s feed, the latest looks and the member’s looks', async () => {
    const member = await onboardedMember(server().url, 'Looker');
    const { imageId, answer } = await shareLook(member, [mascara.code, lipMask.code, foundation.code]);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      isHeldForModeration: false,
      look: {
        postId: expect.any(String),
        author: expect.objectContaining({ displayName: 'Looker' }),
        image: { url: `/images/social/${imageId}`, width: 300, height: 400 },
        text: 'An evening look, glossy lips and long lashes #evening',
        mentions: [],
        products: [named(mascara), named(lipMask), named(foundation)],
        productCount: 3,
        commentCount: 0,
        editedAt: null,
        likeCount: 0,
        liked: false,
        createdAt: expect.any(String),
        isOwn: true,
      },
    });
    const { postId } = answer.body.look;

    // On each of its products' pages, with its products in the member's order; the member's own there.
    for (const product of [mascara, lipMask, foundation]) {
      const sections = (await call(server().url, pdp(product.code), { identity: member })).body;
      expect(sections.looks).toMatchObject({ totalCount: 1, nextFrom: null, items: [{ postId, isOwn: true }] });
      expect(sections.looks.items[0].products.map((named: { code: string }) => named.code)).toEqual([mascara.code, lipMask.code, foundation.code]);
      expect(sections.product).toEqual(named(product));
      // Not a review, a question or a customer picture.
      expect([...postIdsOf(sections.reviews), ...postIdsOf(sections.questions), ...postIdsOf(sections.userImagePosts)]).not.toContain(postId);
    }
    expect((await call(server().url, `${pdp(lipMask.code)}/looks`)).body.items[0]).toMatchObject({ postId, isOwn: false });

    const profileId = await profileIdOf(server().url, member);
    const activity = (await call(server().url, `/api/social/${profileId}/activity`)).body;
    expect(activity.items[0]).toMatchObject({
      postId,
      kind: 'look',
      productCode: mascara.code,
      product: named(mascara),
      products: [named(mascara), named(lipMask), named(foundation)],
      image: { url: `/images/social/${imageId}` },
      hashtags: ['evening'],
    });
    const follower = await onboardedMember(server().url);
    await follow(server().url, follower, profileId);
    expect((await call(server().url, '/api/my/social/feed', { identity: follower })).body.items[0]).toMatchObject({ postId, kind: 'look', products: [{}, {}, {}] });
    expect(postIdsOf((await call(server().url, '/api/social/posts/latest-looks')).body)).toContain(postId);
    expect((await call(server().url, '/page/social/posts?kind=looks')).body).toMatchObject({ componentName: 'SocialPostListingViewModel', kind: 'looks' });
    const latest = (await call(server().url, '/api/social/posts/latest?kind=looks')).body;
    expect(latest.items.every((post: { kind: string }) => post.kind === 'look')).toBe(true);
    expect((await call(server().url, `/api/social/posts/looks-by-user/${profileId}`)).body).toMatchObject({ totalCount: 1, items: [{ postId }] });
    expect(postIdsOf((await call(server().url, '/api/social/posts/by-hashtag/evening')).body)).toContain(postId);
  });

  test('a catalog that does not answer: the looks still show, without their products; a new look waits (503)', async () => {
    const member = await onboardedMember(server().url);
    const { answer } = await shareLook(member, [foundation.code, mascara.code], 'A fresh face');
    expect(answer.status).toBe(201);
    server().catalog.down = true;
    try {
      const looks = (await call(server().url, `${pdp(mascara.code)}/looks`)).body;
      expect(looks.items.find((look: { postId: string }) => look.postId === answer.body.look.postId)).toMatchObject({ products: [], productCount: 2 });
      expect((await shareLook(member, [mascara.code])).answer).toMatchObject({ status: 503, body: { error: { code: 'catalog_unavailable' } } });
    } finally {
      server().catalog.down = false;
    }
  });

  test('pages of 10, newest first, on a product’s page and a member’s looks', async () => {
    const members = [await onboardedMember(server().url), await onboardedMember(server().url)];
    const before = (await call(server().url, pdp(lipMask.code))).body.looks.totalCount as number;
    for (let n = 0; n < 11; n++) expect((await shareLook(members[n % 2]!, [lipMask.code], `Look number ${n}`)).answer.status).toBe(201);
    const first = (await call(server().url, pdp(lipMask.code))).body.looks;
    expect([first.totalCount, first.items.length, first.items[0].text]).toEqual([before + 11, 10, 'Look number 10']);
    const next = (await call(server().url, `${pdp(lipMask.code)}/looks?from=${first.nextFrom}`)).body;
    expect(next.items[0].text).toBe('Look number 0');
    const own = (await call(server().url, `/api/social/posts/looks-by-user/${await profileIdOf(server().url, members[0]!)}?count=3`)).body;
    expect([own.totalCount, own.items.length, own.items[0].text]).toEqual([6, 3, 'Look number 10']);
    expect((await call(server().url, `/api/social/posts/looks-by-user/${randomUUID()}`)).status).toBe(404);
  });

  test('no products, too many, one twice, one not in the shop, another member’s picture or no profile is refused, and nothing is written', async () => {
    const owner = await onboardedMember(server().url);
    const other = await onboardedMember(server().url);
    const { imageId } = (await uploadImage(server().url, owner)).body as { imageId: string };
    const create = (member: Partial<Identity>, body: object) =>
      call(server().url, '/api/social/posts/create', { identity: member, body: { $type: 'look', productCodes: [lipMask.code], imageId, text: 'My look.', ...body } });
    expect((await create(owner, { productCodes: [] })).status).toBe(400);
    const tooMany = Array.from({ length: maximumProductsInLook + 1 }, (_, n) => `demo-${2000 + n}`);
    expect((await create(owner, { productCodes: tooMany })).status).toBe(400);
    expect((await create(owner, { productCodes: [lipMask.code, lipMask.code] })).status).toBe(400);
    expect(await create(owner, { productCodes: [lipMask.code, 'sephora:NOPE'] })).toMatchObject({
      status: 404,
      body: { error: { code: 'unknown_product', message: expect.stringContaining('sephora:NOPE') } },
    });
    expect((await create(owner, { text: ' ' })).status).toBe(400);
    expect((await create(owner, { text: 'x'.repeat(501) })).status).toBe(400);
    expect(await create(other, {})).toMatchObject({ status: 404, body: { error: { code: 'unknown_image' } } });
    expect(await create(aMember(), {})).toMatchObject({ status: 409, body: { error: { code: 'social_profile_required' } } });
    expect((await create({}, {})).status).toBe(401);
    expect((await server().db.query('SELECT 1 FROM posts WHERE image_id = $1', [imageId])).length).toBe(0);
    expect((await server().db.query('SELECT 1 FROM look_products lp JOIN posts p USING (post_id) WHERE p.image_id = $1', [imageId])).length).toBe(0);
  });

  test('likes count once per member, also pressed twice at once, and are taken back; a comment is counted; the author is told of both', async () => {
    const looker = await onboardedMember(server().url, 'Looker');
    const { postId } = (await shareLook(looker, [lipMask.code])).answer.body.look;
    const fan = aMember();
    const react = (action: 'add' | 'remove', type = 'like', identity: Partial<Identity> = fan) =>
      call(server().url, `/api/social/posts/${postId}/reactions/${action}`, { identity, body: { type } });
    expect((await Promise.all([react('add'), react('add')])).map((answer) => answer.body)).toEqual([
      { likeCount: 1, liked: true },
      { likeCount: 1, liked: true },
    ]);
    const lookFor = async (identity: Partial<Identity>) =>
      (await call(server().url, `${pdp(lipMask.code)}/looks`, { identity })).body.items.find((look: { postId: string }) => look.postId === postId);
    expect(await lookFor(fan)).toMatchObject({ likeCount: 1, liked: true });
    expect(await lookFor({})).toMatchObject({ likeCount: 1, liked: false });
    expect((await react('remove')).body).toEqual({ likeCount: 0, liked: false });
    expect((await react('add')).body).toEqual({ likeCount: 1, liked: true });
    // A like of a review is no reaction the shop offers; the author's own like tells nobody.
    const review = await call(server().url, '/api/social/posts/create', {
      identity: looker,
      body: { $type: 'review', productCode: mascara.code, stars: 5, text: 'Long lashes all day, no flakes at all.' },
    });
    const refused = await call(server().url, `/api/social/posts/${review.body.review.postId}/reactions/add`, { identity: fan, body: { type: 'like' } });
    expect([refused.status, refused.body.error.code]).toEqual([400, 'reaction_not_offered']);
    expect((await react('add', 'like', looker)).body).toEqual({ likeCount: 2, liked: true });

    const commenter = await onboardedMember(server().url, 'Cleo');
    expect((await call(server().url, `/api/social/posts/${postId}/comments/create`, { identity: commenter, body: { text: 'Love the colours!' } })).status).toBe(201);
    expect((await lookFor(fan)).commentCount).toBe(1);
    expect((await call(server().url, `/api/social/posts/${postId}/comments`)).body.items.map((comment: { text: string }) => comment.text)).toEqual(['Love the colours!']);
    const told = await server().db.query<{ kind: string }>(
      'SELECT kind FROM notification_events WHERE recipient_member_id = $1 ORDER BY created_at, kind',
      [looker.userId],
    );
    // One like however often given (the same member's second like was a take-back and again), and the comment.
    expect(told.map((event) => event.kind)).toEqual(['look-like', 'look-comment']);
  });

  test('the member’s likes are marked wherever posts are listed: their feed, the profile, a hashtag, the latest posts, a search', async () => {
    const looker = await onboardedMember(server().url, 'Looker');
    const { postId } = (await shareLook(looker, [lipMask.code], 'Likeable look #likedmarks')).answer.body.look;
    const fan = await onboardedMember(server().url, 'Fan');
    await follow(server().url, fan, await profileIdOf(server().url, looker));
    await call(server().url, `/api/social/posts/${postId}/reactions/add`, { identity: fan, body: { type: 'like' } });
    const profileAlias = (await call(server().url, '/api/my/social/profile', { identity: looker })).body.profile.alias;
    const lists = [
      '/api/my/social/feed',
      `/page/social/profile/${profileAlias}`,
      '/api/social/posts/by-hashtag/likedmarks',
      '/api/social/posts/latest?kind=looks',
      '/api/social/posts/search?q=likeable',
    ];
    type Listed = { postId: string; liked: boolean };
    const itemOf = (body: { items?: Listed[]; activity?: { items: Listed[] } }) =>
      (body.items ?? body.activity!.items).find((item) => item.postId === postId);
    for (const path of lists) {
      expect([path, itemOf((await call(server().url, path, { identity: fan })).body)]).toEqual([path, expect.objectContaining({ likeCount: 1, liked: true })]);
      expect([path, itemOf((await call(server().url, path, { identity: looker })).body)?.liked]).toEqual([path, path === '/api/my/social/feed' ? undefined : false]);
    }
    expect(itemOf((await call(server().url, '/api/social/posts/by-hashtag/likedmarks')).body)).toMatchObject({ liked: false });
    // Marked for one reader, they are no answer a shared cache may keep.
    for (const path of lists.slice(1)) {
      const answer = await fetch(`${server().url}${path}`, { headers: identityHeaders(fan) });
      expect([path, answer.headers.get('cache-control')]).toEqual([path, 'private, no-store']);
    }
  });

  test('the word filter holds one for a moderator; a hidden one leaves every product’s page', async () => {
    const member = await onboardedMember(server().url);
    const held = await shareLook(member, [foundation.code], `A look for ${filteredWords[0]}`);
    expect(held.answer).toMatchObject({ status: 201, body: { isHeldForModeration: true } });
    const shown = await shareLook(member, [foundation.code, mascara.code], 'A soft day look');
    const ids = async (code: string) => postIdsOf((await call(server().url, pdp(code))).body.looks);
    expect(await ids(foundation.code)).not.toContain(held.answer.body.look.postId);
    expect(await ids(mascara.code)).toContain(shown.answer.body.look.postId);
    const hidden = await call(server().url, '/api/admin/social/moderation/hide-post', { identity: admin, body: { postId: shown.answer.body.look.postId } });
    expect(hidden.status).toBe(200);
    expect(await ids(foundation.code)).not.toContain(shown.answer.body.look.postId);
    expect(await ids(mascara.code)).not.toContain(shown.answer.body.look.postId);
  });
});
