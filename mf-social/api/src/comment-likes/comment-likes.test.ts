import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import { foundation } from '../testing/fake-catalog-products';
import { askQuestion, onboardedMember } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';

const admin = { userId: randomUUID(), roles: ['admin' as const] };

describeOnEachBackend('members like comments', (server) => {
  const url = () => server().url;
  const comments = (postId: string) => `/api/social/posts/${postId}/comments`;
  const like = (member: Partial<Identity>, postId: string, commentId: string, action: 'add' | 'remove' = 'add', body: unknown = { type: 'like' }) =>
    call(url(), `${comments(postId)}/${commentId}/reactions/${action}`, { identity: member, body });
  const commentLikeEvents = async (member: Partial<Identity>) =>
    (await server().db.query("SELECT event_key FROM notification_events WHERE recipient_member_id = $1 AND kind = 'comment-like'", [member.userId])).length;

  /** A question with an answer, and a reply to the answer. */
  async function aThread() {
    const asker = await onboardedMember(url(), 'Asker');
    const postId = (await askQuestion(url(), asker, 'Does it work on dry skin?')).body.question.postId as string;
    const answerer = await onboardedMember(url(), 'Answerer');
    const commentId = (await call(url(), `${comments(postId)}/create`, { identity: answerer, body: { text: 'Yes, very well.' } })).body.comment.commentId as string;
    const replyId = (await call(url(), `${comments(postId)}/${commentId}/reply`, { identity: asker, body: { text: 'Thanks!' } })).body.comment.commentId as string;
    return { asker, answerer, postId, commentId, replyId };
  }

  test('a like counts once however often pressed, is marked for its member only, and is taken back; its writer is told once', async () => {
    const { asker, answerer, postId, commentId } = await aThread();
    expect((await like(asker, postId, commentId)).body).toEqual({ likeCount: 1, liked: true });
    expect((await like(asker, postId, commentId)).body).toEqual({ likeCount: 1, liked: true });
    const fan = aMember();
    expect((await like(fan, postId, commentId)).body).toEqual({ likeCount: 2, liked: true });
    expect((await call(url(), comments(postId), { identity: asker })).body.items[0]).toMatchObject({ commentId, likeCount: 2, liked: true });
    expect((await call(url(), comments(postId))).body.items[0]).toMatchObject({ commentId, likeCount: 2, liked: false });
    expect((await like(fan, postId, commentId, 'remove')).body).toEqual({ likeCount: 1, liked: false });
    expect((await like(fan, postId, commentId, 'remove')).body).toEqual({ likeCount: 1, liked: false });
    // Given again: counted again, and not told again.
    await like(fan, postId, commentId);
    expect(await commentLikeEvents(answerer)).toBe(2);
    // A like of one's own comment counts, and tells nobody.
    await like(answerer, postId, commentId);
    expect(await commentLikeEvents(answerer)).toBe(2);
  });

  test('answers on the product page and replies carry their likes and the reader’s marks', async () => {
    const { asker, answerer, postId, commentId, replyId } = await aThread();
    await like(asker, postId, commentId);
    await like(answerer, postId, replyId);
    const sections = (await call(url(), `/api/social/posts/pdp/${foundation.code}`, { identity: asker })).body;
    expect(sections.questions.items.find((question: { postId: string }) => question.postId === postId).answers[0]).toMatchObject({ commentId, likeCount: 1, liked: true });
    const page = (await call(url(), `/api/social/posts/pdp/${foundation.code}/questions-and-reviews?type=question`, { identity: answerer })).body;
    expect(page.items.find((question: { postId: string }) => question.postId === postId).answers[0]).toMatchObject({ commentId, likeCount: 1, liked: false });
    const replies = (await call(url(), `${comments(postId)}/${commentId}/replies`, { identity: answerer })).body;
    expect(replies.items[0]).toMatchObject({ commentId: replyId, likeCount: 1, liked: true });
  });

  test('simultaneous likes of many members count each once, and one member’s presses once', async () => {
    const { postId, commentId } = await aThread();
    const members = Array.from({ length: 12 }, () => aMember());
    await Promise.all([...members.map((member) => like(member, postId, commentId)), ...Array.from({ length: 6 }, () => like(members[0]!, postId, commentId))]);
    expect((await call(url(), comments(postId))).body.items[0].likeCount).toBe(12);
    const [row] = await server().db.query<{ n: number }>('SELECT count(*)::int AS n FROM comment_reactions WHERE comment_id = $1', [commentId]);
    expect(row!.n).toBe(12);
  });

  test('refused: a visitor, a comment under another post, a hidden one, or a reaction comments do not take; nothing changes', async () => {
    const { asker, postId, commentId } = await aThread();
    expect((await call(url(), `${comments(postId)}/${commentId}/reactions/add`, { body: { type: 'like' } })).status).toBe(401);
    const elsewhere = await like(asker, randomUUID(), commentId);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.code).toBe('unknown_comment');
    expect((await like(asker, postId, commentId, 'add', { type: 'helpful' })).status).toBe(400);
    expect((await call(url(), comments(postId))).body.items[0].likeCount).toBe(0);
    expect((await call(url(), '/api/admin/social/moderation/hide-comment', { identity: admin, body: { commentId } })).status).toBe(200);
    expect((await like(asker, postId, commentId)).status).toBe(404);
  });
});
