import { randomUUID } from 'node:crypto';
import { filteredWords } from '../moderation/filtered-words';
import { lipMask } from '../testing/fake-catalog-products';
import { aliasOf, askQuestion, onboardedMember, profileIdOf, writeReview } from '../testing/social-steps';
import { call, describeOnEachBackend } from '../testing/test-app';
import { mentionsIn } from './mentions-in';

const admin = { userId: randomUUID(), roles: ['admin' as const] };

describe('mentionsIn', () => {
  test('each alias once, lowercase, in order; a sentence’s full stop is not the alias’s; at most 10', () => {
    expect(mentionsIn('Ask @Anna.B, or @cleo. And @anna.b again; @zoë-k!')).toEqual(['anna.b', 'cleo', 'zoë-k']);
    expect(mentionsIn(Array.from({ length: 12 }, (_, n) => `@m${n}`).join(' '))).toHaveLength(10);
  });

  test('what only looks like one is none: an e-mail address, a bare @, one too long', () => {
    expect(mentionsIn('anna@example.com', '@ alone', `@${'a'.repeat(31)}`, 'x/@y')).toEqual([]);
  });
});

describeOnEachBackend('mentions', (server) => {
  const told = (memberId: string) =>
    server()
      .db.query<{ kind: string }>('SELECT kind FROM notification_events WHERE recipient_member_id = $1 ORDER BY created_at, kind', [memberId])
      .then((rows) => rows.map((row) => row.kind));

  test('a post and a comment naming members link them and tell them once; the writer, an unknown alias and a held post tell nobody', async () => {
    const anna = await onboardedMember(server().url, 'Anna');
    const cleo = await onboardedMember(server().url, 'Cleo');
    const writer = await onboardedMember(server().url, 'Writer');
    const text = `Is it good for dry skin, @${aliasOf(anna).toUpperCase()}? Also @${aliasOf(writer)} and @nobody.here`;
    const { postId } = (await askQuestion(server().url, writer, text)).body.question;
    expect(await told(anna.userId!)).toEqual(['mention']);
    expect(await told(writer.userId!)).toEqual([]);
    const activity = (await call(server().url, `/api/social/${await profileIdOf(server().url, writer)}/activity`)).body;
    expect(activity.items[0]).toMatchObject({ postId, mentions: [aliasOf(anna)] });

    const { comment } = (await call(server().url, `/api/social/posts/${postId}/comments/create`, { identity: anna, body: { text: `Yes! @${aliasOf(cleo)} knows more.` } })).body;
    expect(comment.mentions).toEqual([aliasOf(cleo)]);
    expect(await told(cleo.userId!)).toEqual(['comment-mention']);
    expect((await call(server().url, `/api/social/posts/${postId}/comments`)).body.items[0].mentions).toEqual([aliasOf(cleo)]);

    const held = await askQuestion(server().url, writer, `About ${filteredWords[0]}, @${aliasOf(cleo)}?`);
    expect(held.body.isHeldForModeration).toBe(true);
    expect(await told(cleo.userId!)).toEqual(['comment-mention']);
  });

  test('a post or a comment the word filter held tells those it names once a moderator lets it show, once however often', async () => {
    const cleo = await onboardedMember(server().url, 'Cleo');
    const writer = await onboardedMember(server().url, 'Writer');
    const moderate = (action: string, body: object) => call(server().url, `/api/admin/social/moderation/${action}`, { identity: admin, body });
    const held = (await askQuestion(server().url, writer, `About ${filteredWords[0]}, @${aliasOf(cleo)}?`)).body;
    expect([held.isHeldForModeration, await told(cleo.userId!)]).toEqual([true, []]);
    expect((await moderate('allow-post', { postId: held.question.postId })).status).toBe(200);
    expect(await told(cleo.userId!)).toEqual(['mention']);
    await moderate('hide-post', { postId: held.question.postId });
    await moderate('allow-post', { postId: held.question.postId });
    expect(await told(cleo.userId!)).toEqual(['mention']);

    const { postId } = (await askQuestion(server().url, writer, 'Does it last all day?')).body.question;
    const comment = (await call(server().url, `/api/social/posts/${postId}/comments/create`, { identity: writer, body: { text: `Not ${filteredWords[0]}, @${aliasOf(cleo)}` } })).body;
    expect(comment.isHeldForModeration).toBe(true);
    expect(await told(cleo.userId!)).toEqual(['mention']);
    await moderate('allow-comment', { commentId: comment.comment.commentId });
    expect(await told(cleo.userId!)).toEqual(['mention', 'comment-mention']);
  });

  test('a product page’s reviews and questions carry the hashtags and the profiles their words name', async () => {
    const anna = await onboardedMember(server().url, 'Anna');
    const writer = await onboardedMember(server().url, 'Writer');
    const text = `Glowing skin all day #Glow, thanks for the tip @${aliasOf(anna)}!`;
    const written = (await writeReview(server().url, writer, { productCode: lipMask.code, stars: 5, title: 'Lovely', text })).body;
    expect(written.review).toMatchObject({ text, hashtags: ['glow'], mentions: [aliasOf(anna)] });
    const { question } = (await askQuestion(server().url, writer, `Any tips for #dryskin, @${aliasOf(anna)}?`, lipMask.code)).body;
    expect(question).toMatchObject({ hashtags: ['dryskin'], mentions: [aliasOf(anna)] });
    const sections = (await call(server().url, `/api/social/posts/pdp/${lipMask.code}`)).body;
    expect(sections.reviews.items.find((item: { postId: string }) => item.postId === written.review.postId)).toMatchObject({ hashtags: ['glow'], mentions: [aliasOf(anna)] });
    expect(sections.questions.items.find((item: { postId: string }) => item.postId === question.postId)).toMatchObject({ hashtags: ['dryskin'], mentions: [aliasOf(anna)] });
  });

  test('the mention search finds profiles by the start of their alias or name, with or without @', async () => {
    const anna = await onboardedMember(server().url, 'Annabel Mention');
    const byAlias = (await call(server().url, `/api/social/profiles/mention-search?q=${encodeURIComponent(`@${aliasOf(anna).slice(0, 6)}`)}`)).body;
    expect(byAlias.profiles.map((profile: { alias: string }) => profile.alias)).toContain(aliasOf(anna));
    const byName = (await call(server().url, '/api/social/profiles/mention-search?q=annabel')).body;
    expect(byName.profiles[0]).toMatchObject({ alias: aliasOf(anna), displayName: 'Annabel Mention' });
    expect((await call(server().url, '/api/social/profiles/mention-search?q=')).status).toBe(400);
  });
});
