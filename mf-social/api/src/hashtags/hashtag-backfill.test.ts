import { randomUUID } from 'node:crypto';
import { describeOnEachBackend } from '../testing/test-app';
import { readAwaitingHashtags } from './hashtag-backfill';

describeOnEachBackend('the hashtags of posts written before the shop read them', (server) => {
  test('are read a batch at a time and taken off the list; a stop leaves the rest for the next start', async () => {
    const { db } = server();
    const profileId = randomUUID();
    await db.query("INSERT INTO profiles (profile_id, source_key, alias, display_name) VALUES ($1, $2, $3, 'Old Writer')", [profileId, `old:${profileId}`, `old-${profileId.slice(0, 8)}`]);
    const tag = `before${profileId.slice(0, 6)}`;
    const posts = Array.from({ length: 5 }, () => randomUUID());
    for (const postId of posts) {
      await db.query("INSERT INTO posts (post_id, kind, profile_id, product_code, body) VALUES ($1, 'question', $2, 'p-1', $3)", [postId, profileId, `Old #${tag} question?`]);
    }
    await db.query('INSERT INTO posts_awaiting_hashtags SELECT post_id FROM posts WHERE post_id = ANY($1::uuid[])', [posts]);
    const tagged = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM post_hashtags WHERE hashtag = $1', [tag]))[0]!.n;

    const stop = new AbortController();
    stop.abort();
    expect(await readAwaitingHashtags(db, { batch: 2, signal: stop.signal })).toBe(0);
    expect(await tagged()).toBe(0);

    expect(await readAwaitingHashtags(db, { batch: 2 })).toBe(5);
    expect(await tagged()).toBe(5);
    expect(await db.query('SELECT 1 FROM posts_awaiting_hashtags')).toEqual([]);
    expect(await readAwaitingHashtags(db, { batch: 2 })).toBe(0);
  });
});
