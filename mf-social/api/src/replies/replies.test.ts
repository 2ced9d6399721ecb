import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import { filteredWords } from '../moderation/filtered-words';
import { foundation, lipMask } from '../testing/fake-catalog-products';
import { aliasOf, askQuestion, onboardedMember, uploadImage } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';

const admin = { userId: randomUUID(), roles: ['admin' as const] };

describeOnEachBackend('replies to comments', (server) => {
  const url = () => server().url;
  const comments = (postId: string) => `/api/social/posts/${postId}/comments`;
  const comment = (member: Partial<Identity>, postId: string, text: string) => call(url(), `${comments(postId)}/create`, { identity: member, body: { text } });
  const reply = (member: Partial<Identity>, postId: string, commentId: string, text: string) =>
    call(url(), `${comments(postId)}/${commentId}/reply`, { identity: member, body: { text } });
  const replies = (postId: string, commentId: string, query = '') => call(url(), `${comments(postId)}/${commentId}/replies${query}`);
  const told = async (member: Partial<Identity>) =>
    (
      await server().db.query<{ kind: string; product_code: string }>(
        "SELECT kind, product_code FROM notification_events WHERE recipient_member_id = $1 AND kind = 'comment-reply' ORDER BY created_at",
        [member.userId],
      )
    ).map((row) => [row.kind, row.product_code]);

  async function aLookWithAComment(commenter: Partial<Identity>) {
    const writer = await onboardedMember(url(), 'Looker');
    const { imageId } = (await uploadImage(url(), writer)).body as { imageId: string };
    const look = await call(url(), '/api/social/posts/create', { identity: writer, body: { $type: 'look', productCodes: [lipMask.code], imageId, text: 'Glossy' } });
    const postId = look.body.look.postId as string;
    const written = await comment(commenter, postId, 'Which shade is it?');
    return { writer, postId, commentId: written.body.comment.commentId as string };
  }

  test('a reply shows under its comment, not among the post’s comments; a reply to a reply joins the same thread; the comment’s writer is told', async () => {
    const anna = await onboardedMember(url(), 'Anna');
    const { writer, postId, commentId } = await aLookWithAComment(anna);
    const bo = await onboardedMember(url(), 'Bo');

    const first = await reply(writer, postId, commentId, 'Cherry, the second one');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      isHeldForModeration: false,
      comment: { commentId: expect.any(String), author: expect.objectContaining({ displayName: 'Looker' }), text: 'Cherry, the second one', createdAt: expect.any(String), mentions: [], replyCount: 0, editedAt: null, likeCount: 0, liked: false },
    });
    const second = await reply(bo, postId, first.body.comment.commentId, `@${aliasOf(writer)} lovely, thanks`);
    expect(second.body.comment.mentions).toEqual([aliasOf(writer)]);

    const thread = await replies(postId, commentId);
    expect(thread.status).toBe(200);
    expect(thread.body).toMatchObject({ totalCount: 2, nextFrom: null });
    expect(thread.body.items.map((item: { text: string }) => item.text)).toEqual(['Cherry, the second one', `@${aliasOf(writer)} lovely, thanks`]);
    // The post's comments: one, now with its two replies counted; the post still counts one comment.
    const page = (await call(url(), comments(postId))).body;
    expect(page).toMatchObject({ totalCount: 1, items: [{ commentId, replyCount: 2 }] });
    expect((await call(url(), `/api/social/posts/pdp/${lipMask.code}/looks`)).body.items[0]).toMatchObject({ postId, commentCount: 1 });

    // Anna hears of both replies in her thread; the look's writer of Anna's comment only (and of Bo's mention).
    expect(await told(anna)).toEqual([
      ['comment-reply', lipMask.code],
      ['comment-reply', lipMask.code],
    ]);
    expect(await told(writer)).toEqual([]);
    // Nobody is told of their own reply.
    await reply(anna, postId, commentId, 'Thank you!');
    expect(await told(anna)).toHaveLength(2);
  });

  test('replies page by 10, oldest first, with a cursor', async () => {
    const anna = await onboardedMember(url(), 'Anna');
    const { postId, commentId } = await aLookWithAComment(anna);
    const others = await Promise.all([1, 2, 3].map(() => onboardedMember(url())));
    for (let n = 0; n < 12; n++) expect((await reply(others[n % 3]!, postId, commentId, `Reply number ${n}`)).status).toBe(201);
    const first = (await replies(postId, commentId)).body;
    expect(first.items).toHaveLength(10);
    expect(first).toMatchObject({ totalCount: 12, nextFrom: expect.any(String) });
    const next = (await replies(postId, commentId, `?from=${encodeURIComponent(first.nextFrom)}`)).body;
    expect(next.items.map((item: { text: string }) => item.text)).toEqual(['Reply number 10', 'Reply number 11']);
    expect(next.nextFrom).toBeNull();
  });

  test('no reply where there is nothing to reply to, nor without a profile or words; nothing is written then', async () => {
    const anna = await onboardedMember(url(), 'Anna');
    const { postId, commentId } = await aLookWithAComment(anna);
    const other = await aLookWithAComment(anna);
    for (const [post, target] of [
      [postId, randomUUID()],
      [other.postId, commentId],
    ] as const) {
      const refused = await reply(anna, post, target, 'Hello there');
      expect([refused.status, refused.body.error.code]).toEqual([404, 'unknown_comment']);
      expect((await replies(post, target)).status).toBe(404);
    }
    const withoutProfile = await reply(aMember(), postId, commentId, 'Hello there');
    expect([withoutProfile.status, withoutProfile.body.error.code]).toEqual([409, 'social_profile_required']);
    expect((await reply({}, postId, commentId, 'Hello there')).status).toBe(401);
    expect((await reply(anna, postId, commentId, '  ')).status).toBe(400);
    expect((await call(url(), `${comments(postId)}/not-a-uuid/replies`)).status).toBe(400);
    // What is no cursor of the list is refused before the comment is looked up.
    expect((await replies(postId, randomUUID(), '?from=not-a-cursor')).status).toBe(400);
    expect((await replies(postId, commentId)).body).toMatchObject({ totalCount: 0, items: [] });
  });

  test('a reply the word filter holds is not counted nor told until a moderator lets it show; a hidden reply leaves the count and the thread', async () => {
    const anna = await onboardedMember(url(), 'Anna');
    const { postId, commentId } = await aLookWithAComment(anna);
    const bo = await onboardedMember(url(), 'Bo');
    const held = await reply(bo, postId, commentId, `What a ${filteredWords[0]} idea`);
    expect(held.body.isHeldForModeration).toBe(true);
    expect((await replies(postId, commentId)).body).toMatchObject({ totalCount: 0, items: [] });
    expect(await told(anna)).toEqual([]);

    const heldId = held.body.comment.commentId;
    expect((await call(url(), '/api/admin/social/moderation/allow-comment', { identity: admin, body: { commentId: heldId } })).status).toBe(200);
    expect((await replies(postId, commentId)).body).toMatchObject({ totalCount: 1, items: [{ commentId: heldId }] });
    expect(await told(anna)).toEqual([['comment-reply', lipMask.code]]);

    expect((await call(url(), '/api/admin/social/moderation/hide-comment', { identity: admin, body: { commentId: heldId } })).status).toBe(200);
    expect((await replies(postId, commentId)).body).toMatchObject({ totalCount: 0, items: [] });
    expect((await call(url(), comments(postId))).body.items[0]).toMatchObject({ commentId, replyCount: 0 });
    // A hidden comment's thread is not there: no replies read or written under it.
    await call(url(), '/api/admin/social/moderation/hide-comment', { identity: admin, body: { commentId } });
    expect((await replies(postId, commentId)).status).toBe(404);
    expect((await reply(bo, postId, commentId, 'Still there?')).status).toBe(404);
  });

  test('a question’s answers are its comments without their replies', async () => {
    const asker = await onboardedMember(url(), 'Asker');
    const question = await askQuestion(url(), asker, 'Does it suit dry skin?');
    const postId = question.body.question.postId as string;
    const answer = await comment(asker, postId, 'Answering myself: yes it does');
    await reply(await onboardedMember(url()), postId, answer.body.comment.commentId, 'Agreed, mine is dry too');
    const sections = (await call(url(), `/api/social/posts/pdp/${foundation.code}`)).body;
    const shown = sections.questions.items.find((item: { postId: string }) => item.postId === postId);
    expect(shown).toMatchObject({ answerCount: 1, answers: [{ text: 'Answering myself: yes it does', replyCount: 1 }] });
  });
});
