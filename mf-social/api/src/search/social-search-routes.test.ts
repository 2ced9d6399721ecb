import { randomUUID } from 'node:crypto';
import { searchTextCipher, type Identity } from '@storefront/platform/server';
import { lipMask } from '../testing/fake-catalog-products';
import { aliasOf, askQuestion, follow, onboardedMember, postIdsOf, profileIdOf, writeReview } from '../testing/social-steps';
import { call, describeOnEachBackend, identityHeaders, testIdentitySecret } from '../testing/test-app';

const admin = { userId: randomUUID(), roles: ['admin' as const] };
const cipher = searchTextCipher(testIdentitySecret);
/** A word no other test writes: letters only, so it is one word. */
const aWord = (start: string) => `${start}${randomUUID().replace(/[^a-f]/g, '').slice(0, 8)}`;
const ask = async (url: string, identity: Partial<Identity>, text: string) => (await askQuestion(url, identity, text)).body.question as { postId: string };
const searchPage = (url: string, text: string) => call(url, `/page/social/search?${new URLSearchParams({ q: cipher.encrypt(text) })}`);

describeOnEachBackend('social search', (server) => {
  test('posts/search finds posts with every word at a word’s start, in any case, newest first, with writer and product; not hidden ones, nor those out of feeds', async () => {
    const word = aWord('glow');
    const writer = await onboardedMember(server().url, 'Writer Wera');
    const review = (await writeReview(server().url, writer, { productCode: lipMask.code, stars: 5, title: `So ${word.toUpperCase()}`, text: 'Lovely on the lips all night long, with a matte finish.' })).body.review;
    const question = await ask(server().url, writer, `Does the ${word}ing finish last all day?`);
    const hidden = await ask(server().url, writer, `A hidden ${word} question?`);
    const outOfFeeds = await ask(server().url, writer, `A ${word} question out of feeds?`);
    await ask(server().url, writer, `Not this one: un${word} is inside a word.`);
    await call(server().url, '/api/admin/social/moderation/hide-post', { identity: admin, body: { postId: hidden.postId } });
    await call(server().url, '/api/admin/social/moderation/hide-post-from-feed', { identity: admin, body: { postId: outOfFeeds.postId } });

    const { status, body } = await call(server().url, `/api/social/posts/search?q=${word.slice(0, 6).toUpperCase()}`);
    expect(status).toBe(200);
    expect(body.totalCount).toBe(2);
    expect(body.items).toEqual([
      expect.objectContaining({ postId: question.postId, author: expect.objectContaining({ displayName: 'Writer Wera' }) }),
      expect.objectContaining({ postId: review.postId, product: expect.objectContaining({ name: lipMask.name }) }),
    ]);
    // Every word must be there: the title's word and the text's together find the review alone.
    expect(postIdsOf((await call(server().url, `/api/social/posts/search?q=${encodeURIComponent(`${word} matte`)}`)).body)).toEqual([review.postId]);
    expect((await call(server().url, `/api/social/posts/search?q=${encodeURIComponent(`${word} nowhere${word}`)}`)).body).toEqual({ items: [], nextFrom: null, totalCount: 0, totalCountIsLowerBound: false });
  });

  test('posts/search pages on with a cursor; a text of one character, none, or over 100 is a 400', async () => {
    const word = aWord('shade');
    const writers = [await onboardedMember(server().url), await onboardedMember(server().url)];
    const asked: string[] = [];
    for (let i = 0; i < 6; i++) asked.unshift((await ask(server().url, writers[i % 2]!, `Which ${word} number ${i} suits me?`)).postId);
    const first = (await call(server().url, `/api/social/posts/search?q=${word}&count=4`)).body;
    expect(first).toMatchObject({ totalCount: 6, nextFrom: expect.any(String) });
    const second = (await call(server().url, `/api/social/posts/search?q=${word}&count=4&from=${first.nextFrom}`)).body;
    expect(second.nextFrom).toBeNull();
    expect([...postIdsOf(first), ...postIdsOf(second)]).toEqual(asked);

    for (const q of ['a', ' b ', '', 'x'.repeat(101)]) {
      const { status, body } = await call(server().url, `/api/social/posts/search?q=${encodeURIComponent(q)}`);
      expect(status).toBe(400);
      expect(body.error.fields.q).toBeTruthy();
    }
    expect((await call(server().url, '/api/social/posts/search')).status).toBe(400);
    expect((await call(server().url, `/api/social/posts/search?q=${word}&from=not-a-cursor`)).status).toBe(400);
  });

  test('more than 1,000 posts found are counted as at least 1,000, and page on newest first as fewer do', async () => {
    const word = aWord('plenty');
    const writer = await onboardedMember(server().url, 'Plenty Writer');
    const profileId = await profileIdOf(server().url, writer);
    // Straight into the table: a member's posting limit allows a few an hour. Post n is two hours and n minutes old (out
    // of the hour the limit counts).
    await server().db.query(
      `INSERT INTO posts (post_id, kind, profile_id, product_code, body, created_at)
       SELECT gen_random_uuid(), 'question', $1, $2, 'Post ' || n || ' about ${word}?', now() - interval '2 hours' - n * interval '1 minute'
       FROM generate_series(1, 1005) n`,
      [profileId, lipMask.code],
    );
    const rare = await ask(server().url, writer, `Only one ${word}rare question here?`);

    const first = (await call(server().url, `/api/social/posts/search?q=${word}`)).body;
    expect(first).toMatchObject({ totalCount: 1000, totalCountIsLowerBound: true, nextFrom: expect.any(String) });
    // The newest first: the member's own question, then posts 1, 2, 3 … minutes older than two hours.
    expect(first.items.map((post: { text: string }) => post.text)).toEqual([`Only one ${word}rare question here?`, ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `Post ${n} about ${word}?`)]);
    const second = (await call(server().url, `/api/social/posts/search?q=${word}&from=${first.nextFrom}`)).body;
    expect(second.items.map((post: { text: string }) => post.text)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((n) => `Post ${n} about ${word}?`));

    const few = (await call(server().url, `/api/social/posts/search?q=${word}rare`)).body;
    expect(few).toMatchObject({ totalCount: 1, totalCountIsLowerBound: false, nextFrom: null });
    expect(postIdsOf(few)).toEqual([rare.postId]);

    // The same posts under a hashtag of the word: counted up to 1,000 there too.
    await server().db.query(`INSERT INTO post_hashtags (post_id, hashtag, created_at) SELECT post_id, $1, created_at FROM posts WHERE profile_id = $2`, [word, profileId]);
    const completions = (await call(server().url, `/search/socialautocomplete?q=%23${word}`)).body.completions;
    expect(completions.map((completion: { text: string }) => completion.text)).toEqual([`#${word}`]);
    const page = (await searchPage(server().url, word)).body;
    expect(page.hashtags).toEqual([{ hashtag: word, postCount: 1000, postCountIsLowerBound: true }]);
    expect(page.posts).toMatchObject({ totalCount: 1000, totalCountIsLowerBound: true });
  });

  test('profiles/search finds a profile by a word of its name or its alias; the one named by its alias first, then by name; with follower and post counts; paged', async () => {
    const name = aWord('Kajsa');
    const quiet = await onboardedMember(server().url, `${name} Quiet`);
    const followed = await onboardedMember(server().url, `${name} Followed`);
    const third = await onboardedMember(server().url, `Anna ${name}`);
    await follow(server().url, quiet, await profileIdOf(server().url, followed));
    await writeReview(server().url, followed, { productCode: lipMask.code, stars: 4, title: 'Nice', text: 'Soft on the lips and lasts the night.' });

    const { status, body } = await call(server().url, `/api/social/profiles/search?q=${name.slice(0, 7).toLowerCase()}`);
    expect(status).toBe(200);
    expect(body.totalCount).toBe(3);
    // By name: 'Anna …' before '… Followed' before '… Quiet'.
    expect(body.items.map((profile: { alias: string }) => profile.alias)).toEqual([third, followed, quiet].map(aliasOf));
    expect(body.items[1]).toEqual({ profileId: await profileIdOf(server().url, followed), alias: aliasOf(followed), displayName: `${name} Followed`, profileImageUrl: null, followerCount: 1, postCount: 1 });
    // An alias's parts are words: 'm-1a2b3c4d' is found by '1a2b3c4d', and a text that is the alias comes first.
    const byAlias = (await call(server().url, `/api/social/profiles/search?q=${aliasOf(third).slice(2)}`)).body;
    expect(byAlias.items.map((profile: { alias: string }) => profile.alias)).toEqual([aliasOf(third)]);
    const exact = (await call(server().url, `/api/social/profiles/search?q=${encodeURIComponent(`@${aliasOf(quiet)}`)}`)).body;
    expect(exact.items[0].alias).toBe(aliasOf(quiet));

    const first = (await call(server().url, `/api/social/profiles/search?q=${name}&count=2`)).body;
    expect(first.items).toHaveLength(2);
    const second = (await call(server().url, `/api/social/profiles/search?q=${name}&count=2&from=${first.nextFrom}`)).body;
    expect(second).toMatchObject({ nextFrom: null, totalCount: 3 });
    expect(new Set([...first.items, ...second.items].map((profile: { alias: string }) => profile.alias)).size).toBe(3);
  });

  test('socialautocomplete offers profiles and hashtags that start with the text ("#" hashtags only, "@" profiles only) and the search page for it', async () => {
    const word = aWord('dew');
    const writer = await onboardedMember(server().url, `${word} Writer`);
    await ask(server().url, writer, `Is #${word}y skin a thing? #${word}y`);
    await ask(server().url, writer, `Another #${word}y question, and #${word}drops?`);

    const { status, body, headers } = await callWithHeaders(server().url, `/search/socialautocomplete?q=${word}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, max-age=60');
    expect(body.q).toBe(word);
    expect(body.completions).toEqual([
      { text: `${word} Writer (@${aliasOf(writer)})`, encryptedText: expect.any(String), kind: 'profile', url: `/social/profile/${aliasOf(writer)}` },
      { text: `#${word}y`, encryptedText: expect.any(String), kind: 'hashtag', url: `/social/hashtag/${word}y` },
      { text: `#${word}drops`, encryptedText: expect.any(String), kind: 'hashtag', url: `/social/hashtag/${word}drops` },
    ]);
    expect(cipher.decrypt(body.completions[1].encryptedText)).toBe(`#${word}y`);
    expect(cipher.decrypt(new URL(body.searchUrl, 'http://shop').searchParams.get('q')!)).toBe(word);
    expect(new URL(body.searchUrl, 'http://shop').pathname).toBe('/social/search');

    const kinds = async (q: string) => (await call(server().url, `/search/socialautocomplete?q=${encodeURIComponent(q)}`)).body.completions.map((c: { kind: string }) => c.kind);
    expect(await kinds(`#${word}`)).toEqual(['hashtag', 'hashtag']);
    expect(await kinds(`@${word}`)).toEqual(['profile']);
    for (const q of ['d', '#', ' ']) expect((await call(server().url, `/search/socialautocomplete?q=${encodeURIComponent(q)}`)).status).toBe(400);
  });

  test('the search page reads its encrypted q: profiles, hashtags and posts found, titled by the text, not for search engines', async () => {
    const word = aWord('velvet');
    const writer = await onboardedMember(server().url, `${word} Vera`);
    const question = await ask(server().url, writer, `Is the #${word} finish matte?`);

    const encrypted = cipher.encrypt(word);
    const { status, body } = await call(server().url, `/page/social/search?q=${encodeURIComponent(encrypted)}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      componentName: 'SocialSearchPageViewModel',
      url: `/social/search?${new URLSearchParams({ q: encrypted })}`,
      q: word,
      queryProblem: null,
      meta: { title: expect.stringContaining(`”${word}” bland inlägg och profiler`), robots: 'noindex' },
      hashtags: [{ hashtag: word, postCount: 1, postCountIsLowerBound: false }],
    });
    expect(body.canonicalUrl).toBeUndefined();
    expect(body.profiles.items.map((profile: { alias: string }) => profile.alias)).toEqual([aliasOf(writer)]);
    expect(postIdsOf(body.posts)).toEqual([question.postId]);

    const fallback = (await call(server().url, `/page/social/search?q=${encodeURIComponent(encrypted)}&_fallback=1`)).body.fallback;
    expect(fallback.links).toEqual(
      expect.arrayContaining([{ href: `/social/profile/${aliasOf(writer)}`, text: `${word} Vera (@${aliasOf(writer)})` }, { href: `/social/hashtag/${word}`, text: `#${word}` }]),
    );
  });

  test('a search page without q is the field alone; a q altered, of another shop or too short searches nothing and says why', async () => {
    const empty = (await call(server().url, '/page/social/search')).body;
    expect(empty).toMatchObject({ url: '/social/search', q: '', queryProblem: null, hashtags: [], profiles: { items: [], totalCount: 0 }, posts: { items: [], totalCount: 0 } });
    expect(empty.meta.title).toContain('Sök bland inlägg och profiler');

    const altered = `${cipher.encrypt('velvet').slice(0, -2)}AA`;
    expect((await call(server().url, `/page/social/search?q=${altered}`)).body).toMatchObject({ q: '', queryProblem: 'unreadable' });
    const foreign = searchTextCipher('another shop’s secret, long enough to be one').encrypt('velvet');
    expect((await call(server().url, `/page/social/search?q=${foreign}`)).body).toMatchObject({ q: '', queryProblem: 'unreadable' });
    expect((await searchPage(server().url, ' v ')).body).toMatchObject({ q: '', queryProblem: 'too-short', posts: { totalCount: 0 } });
    expect((await call(server().url, `/page/social/search?q=${'x'.repeat(1001)}`)).status).toBe(400);
  });
});

/** As `call`, with the answer's headers. */
async function callWithHeaders(url: string, path: string) {
  const response = await fetch(`${url}${path}`, { headers: identityHeaders() });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}
