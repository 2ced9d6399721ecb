import { foundation, lipMask } from '../testing/fake-catalog-products';
import { call, describeOnEachBackend } from '../testing/test-app';

const operator = { service: 'operator' as const };
const generate = (url: string, body: object, identity: object = operator) => call(url, '/internal/synthetic-social', { identity, body });

describeOnEachBackend('synthetic social data for scale figures', (server) => {
  test('nothing to write about before reviews are there: refused, nothing made', async () => {
    expect(await generate(server().url, { profiles: 10, posts: 10 })).toMatchObject({ status: 409, body: { error: { code: 'no_products' } } });
    expect((await server().db.query("SELECT 1 FROM profiles WHERE member_id LIKE 'synthetic-member-%'")).length).toBe(0);
  });

  test('profiles that follow 20 others, posts with comments and helpful marks counted on them; a second run adds nothing', async () => {
    // Two imported reviews: their products are what synthetic members write about.
    await server().db.query(
      "INSERT INTO profiles (profile_id, alias, display_name, source_key) VALUES (gen_random_uuid(), 'imported-one', 'Imported', 'test:author-1')",
    );
    await server().db.query(
      `INSERT INTO posts (post_id, kind, profile_id, product_code, stars, body, source_key)
       SELECT gen_random_uuid(), 'review', profile_id, code, 4, 'An imported review of the product.', 'test:' || code
       FROM profiles, unnest($1::text[]) code WHERE source_key = 'test:author-1'`,
      [[lipMask.code, foundation.code]],
    );
    const first = await generate(server().url, { profiles: 50, posts: 120 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ profiles: 50, products: 2, follows: expect.any(Number), posts: expect.any(Number) });
    // Each profile follows up to 20 others (a repeat of the spread is left out), never itself.
    expect(first.body.follows).toBeGreaterThan(50 * 15);
    expect(first.body.follows).toBeLessThanOrEqual(50 * 20);
    // One review per member and product: with two products a profile has at most two reviews; questions all count.
    expect(first.body.posts).toBeGreaterThan(40);
    const consistent = await server().db.query<{ wrong: number }>(
      `SELECT count(*)::int AS wrong FROM posts p
       WHERE p.comment_count <> (SELECT count(*) FROM comments c WHERE c.post_id = p.post_id)
          OR (p.source_key IS NULL AND p.helpful_count <> (SELECT count(*) FROM post_reactions r WHERE r.post_id = p.post_id))`,
    );
    expect(consistent[0]!.wrong).toBe(0);
    // A synthetic member's feed is what the profiles they follow wrote, newest first.
    const feed = await call(server().url, '/api/my/social/feed', { identity: { userId: 'synthetic-member-1' } });
    expect(feed.status).toBe(200);
    expect(feed.body.items.length).toBeGreaterThan(0);
    // A synthetic profile's id is a uuid as the routes check it: its pages answer.
    const { profileId } = (await call(server().url, '/page/social/profile/synthetic-2')).body.profile;
    expect((await call(server().url, `/api/social/profiles/${profileId}/followers`)).status).toBe(200);
    // The products' summaries count the synthetic reviews.
    const [summary] = await server().db.query<{ review_count: number }>('SELECT review_count FROM review_summaries WHERE product_code = $1', [lipMask.code]);
    expect(summary!.review_count).toBeGreaterThan(1);

    const again = await generate(server().url, { profiles: 50, posts: 120 });
    expect({ ...again.body, seconds: 0 }).toEqual({ ...first.body, seconds: 0 });
    expect((await call(server().url, `/api/my/social/${profileId}/follow`, { identity: { userId: 'synthetic-member-1' }, body: {} })).status).toBe(200);
  });

  test('only the operator may make them; sizes beyond the limits are a 400', async () => {
    expect((await generate(server().url, { profiles: 1, posts: 1 }, { userId: 'synthetic-member-1' })).status).toBe(401);
    expect((await generate(server().url, { profiles: 1, posts: 1 }, { service: 'catalog' })).status).toBe(403);
    expect((await generate(server().url, { profiles: 100_001, posts: 1 })).status).toBe(400);
    expect((await generate(server().url, { profiles: 0, posts: 1 })).status).toBe(400);
  });
});
