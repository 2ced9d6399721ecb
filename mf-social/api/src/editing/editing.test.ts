import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import { filteredWords } from '../moderation/filtered-words';
import { lipMask } from '../testing/fake-catalog-products';
import { aliasOf, onboardedMember } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';

const admin = { userId: randomUUID(), roles: ['admin' as const] };

describeOnEachBackend('a member changes the words of their comment', (server) => {
  const url = () => server().url;
  const comments = (postId: string) => `/api/social/posts/${postId}/comments`;
  const edit = (member: Partial<Identity>, postId: string, commentId: string, text: string) =>
    call(url(), `${comments(postId)}/${commentId}/update`, { identity: member, body: { text } });
  const mentionEvents = async (member: Partial<Identity>) =>
    (await server().db.query("SELECT event_key FROM notification_events WHERE recipient_member_id = $1 AND kind = 'comment-mention'", [member.userId])).length;

  async function aQuestionWithAnAnswer() {
    const asker = await onboardedMember(url(), 'Asker');
    const asked = await call(url(), '/api/social/posts/create', { identity: asker, body: { $type: 'question', productCode: lipMask.code, text: 'Does it work overnight?' } });
    const postId = asked.body.question.postId as string;
    const answerer = await onboardedMember(url(), 'Answerer');
    const written = await call(url(), `${comments(postId)}/create`, { identity: answerer, body: { text: 'Yes, all night.' } });
    return { asker, answerer, postId, commentId: written.body.comment.commentId as string };
  }

  test('its writer changes it: the new words everywhere, when they changed them, the profiles named now told once', async () => {
    const { asker, answerer, postId, commentId } = await aQuestionWithAnAnswer();
    const edited = await edit(answerer, postId, commentId, `Yes, all night @${aliasOf(asker)}.`);
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      isHeldForModeration: false,
      comment: expect.objectContaining({ commentId, text: `Yes, all night @${aliasOf(asker)}.`, mentions: [aliasOf(asker)], editedAt: expect.any(String) }),
    });
    const [shown] = (await call(url(), comments(postId))).body.items;
    expect(shown).toMatchObject({ commentId, text: `Yes, all night @${aliasOf(asker)}.`, mentions: [aliasOf(asker)], editedAt: edited.body.comment.editedAt });
    expect(await mentionEvents(asker)).toBe(1);
    // Changed again, naming the same profile: told once, ever; naming nobody: nobody is named.
    await edit(answerer, postId, commentId, `Yes @${aliasOf(asker)}, all night.`);
    expect(await mentionEvents(asker)).toBe(1);
    expect((await edit(answerer, postId, commentId, 'Yes, all night long.')).body.comment.mentions).toEqual([]);
  });

  test('only its writer: anyone else, a member without a profile, a visitor, or under another post, finds nothing; nothing changes', async () => {
    const { asker, postId, commentId } = await aQuestionWithAnAnswer();
    expect((await edit(asker, postId, commentId, 'Not mine to change')).body.error.code).toBe('unknown_comment');
    expect((await edit(aMember(), postId, commentId, 'Not mine to change')).status).toBe(404);
    expect((await call(url(), `${comments(postId)}/${commentId}/update`, { body: { text: 'Not mine to change' } })).status).toBe(401);
    expect((await edit(asker, randomUUID(), commentId, 'Not mine to change')).status).toBe(404);
    expect((await call(url(), comments(postId))).body.items[0]).toMatchObject({ text: 'Yes, all night.', editedAt: null });
  });

  test('the word filter reads the new words: a flagged change is held for a moderator, out of the count', async () => {
    const { answerer, postId, commentId } = await aQuestionWithAnAnswer();
    const held = await edit(answerer, postId, commentId, `It is ${filteredWords[0]} honestly`);
    expect(held.body.isHeldForModeration).toBe(true);
    expect((await call(url(), comments(postId))).body.totalCount).toBe(0);
    const queue = (await call(url(), '/api/admin/social/moderation/cases?count=50', { identity: admin })).body.items;
    expect(queue.find((item: { subject: { commentId?: string } }) => item.subject.commentId === commentId)).toMatchObject({ hiddenReason: 'word-filter' });
    // Changed again, clean: it still waits for the moderator.
    expect((await edit(answerer, postId, commentId, 'It is fine honestly')).body.isHeldForModeration).toBe(true);
    expect((await call(url(), comments(postId))).body.totalCount).toBe(0);
    expect((await call(url(), '/api/admin/social/moderation/allow-comment', { identity: admin, body: { commentId } })).status).toBe(200);
    expect((await call(url(), comments(postId))).body.items[0]).toMatchObject({ text: 'It is fine honestly' });
  });
});
