import type { Identity } from '@storefront/platform/server';
import { foundation, lipMask } from '../testing/fake-catalog-products';
import { onboardedMember, uploadImage, writeReview } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';

describeOnEachBackend('a member deletes what they wrote', (server) => {
  const url = () => server().url;
  const sections = (code: string) => call(url(), `/api/social/posts/pdp/${encodeURIComponent(code)}`);
  const deletePost = (member: Partial<Identity>, postId: string) => call(url(), `/api/social/posts/${postId}/delete`, { identity: member, body: {} });
  const comment = (member: Partial<Identity>, postId: string, text: string) => call(url(), `/api/social/posts/${postId}/comments/create`, { identity: member, body: { text } });
  const reply = (member: Partial<Identity>, postId: string, commentId: string, text: string) =>
    call(url(), `/api/social/posts/${postId}/comments/${commentId}/reply`, { identity: member, body: { text } });
  const deleteComment = (member: Partial<Identity>, postId: string, commentId: string) =>
    call(url(), `/api/social/posts/${postId}/comments/${commentId}/delete`, { identity: member, body: {} });
  const count = async (sql: string, params: unknown[]) => (await server().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n;

  test('a review, with its comments and marks: gone for everyone, its product counted again, and a new one may be written', async () => {
    const writer = await onboardedMember(url(), 'Writer');
    const before = (await sections(foundation.code)).body.summary.count as number;
    const written = await writeReview(url(), writer, { productCode: foundation.code, stars: 2 });
    const { postId } = written.body.review;
    const other = await onboardedMember(url(), 'Other');
    const commented = await comment(other, postId, 'I disagree with this.');
    expect(commented.status).toBe(201);
    await call(url(), `/api/social/posts/${postId}/reactions/add`, { identity: other, body: { type: 'helpful' } });
    expect((await sections(foundation.code)).body.summary.count).toBe(before + 1);

    // Nobody else may: the other member, a member without a profile, a visitor.
    expect((await deletePost(other, postId)).body.error.code).toBe('unknown_post');
    expect((await deletePost(aMember(), postId)).status).toBe(404);
    expect((await call(url(), `/api/social/posts/${postId}/delete`, { body: {} })).status).toBe(401);
    expect((await sections(foundation.code)).body.reviews.items.map((review: { postId: string }) => review.postId)).toContain(postId);

    const nudges = server().nudges();
    expect((await deletePost(writer, postId)).body).toEqual({ deleted: true });
    expect((await sections(foundation.code)).body.summary.count).toBe(before);
    expect((await sections(foundation.code)).body.reviews.items.map((review: { postId: string }) => review.postId)).not.toContain(postId);
    expect(server().nudges()).toBe(nudges + 1);
    expect(await count('comments WHERE post_id = $1', [postId])).toBe(0);
    // Nobody is told of the comment or the mark on a post that is gone.
    expect(await count("notification_events WHERE delivered_at IS NULL AND (event_key LIKE '%' || $1 || '%' OR event_key = $2)", [postId, `comment:${commented.body.comment.commentId}`])).toBe(0);
    // Once more: it is not there.
    expect((await deletePost(writer, postId)).status).toBe(404);
    expect((await writeReview(url(), writer, { productCode: foundation.code, stars: 4 })).status).toBe(201);
  });

  test('a look: its picture and the saves of it go with it', async () => {
    const looker = await onboardedMember(url(), 'Looker');
    const { imageId } = (await uploadImage(url(), looker)).body as { imageId: string };
    const look = await call(url(), '/api/social/posts/create', { identity: looker, body: { $type: 'look', productCodes: [lipMask.code], imageId, text: 'Glossy' } });
    const postId = look.body.look.postId as string;
    const saver = aMember();
    await call(url(), `/api/my/social/saved-posts/${postId}/save`, { identity: saver, body: {} });
    expect((await deletePost(looker, postId)).status).toBe(200);
    expect((await call(url(), `/api/social/posts/pdp/${lipMask.code}/looks`)).body.items.map((item: { postId: string }) => item.postId)).not.toContain(postId);
    expect((await call(url(), '/api/my/social/saved-posts/ids', { identity: saver })).body.postIds).toEqual([]);
    expect(await count('images WHERE image_id = $1', [imageId])).toBe(0);
  });

  test('a comment with its replies, and a reply: the counts follow; only the writer may', async () => {
    const asker = await onboardedMember(url(), 'Asker');
    const asked = await call(url(), '/api/social/posts/create', { identity: asker, body: { $type: 'question', productCode: lipMask.code, text: 'Does it work overnight?' } });
    const postId = asked.body.question.postId as string;
    const answerer = await onboardedMember(url(), 'Answerer');
    const first = (await comment(answerer, postId, 'Yes, all night.')).body.comment.commentId as string;
    const second = (await comment(answerer, postId, 'And it smells nice.')).body.comment.commentId as string;
    const replyId = (await reply(asker, postId, first, 'Thank you!')).body.comment.commentId as string;
    await reply(asker, postId, second, 'Good to know.');
    const comments = async () => (await call(url(), `/api/social/posts/${postId}/comments`)).body;

    expect((await deleteComment(asker, postId, first)).body.error.code).toBe('unknown_comment');
    expect((await deleteComment(answerer, postId, replyId)).status).toBe(404);
    // The reply's writer deletes it: its comment counts none now.
    expect((await deleteComment(asker, postId, replyId)).body).toEqual({ deleted: true });
    expect((await comments()).items.find((item: { commentId: string }) => item.commentId === first).replyCount).toBe(0);
    // The comment's writer deletes the other comment, with its reply.
    expect((await deleteComment(answerer, postId, second)).status).toBe(200);
    expect(await comments()).toMatchObject({ totalCount: 1, items: [{ commentId: first }] });
    expect(await count('comments WHERE reply_to = $1', [second])).toBe(0);
    // A comment is deleted under its own post only.
    const elsewhere = (await call(url(), '/api/social/posts/create', { identity: asker, body: { $type: 'question', productCode: lipMask.code, text: 'Another question here?' } })).body
      .question.postId as string;
    expect((await deleteComment(answerer, elsewhere, first)).status).toBe(404);
    expect((await comments()).totalCount).toBe(1);
  });
});
