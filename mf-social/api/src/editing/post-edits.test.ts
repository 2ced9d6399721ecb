import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import { filteredWords } from '../moderation/filtered-words';
import { foundation, lipMask, mascara } from '../testing/fake-catalog-products';
import { aliasOf, askQuestion, onboardedMember, writeReview } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';

const admin = { userId: randomUUID(), roles: ['admin' as const] };

describeOnEachBackend('a member changes their post', (server) => {
  const url = () => server().url;
  const update = (member: Partial<Identity>, postId: string, body: unknown) => call(url(), `/api/social/posts/${postId}/update`, { identity: member, body });
  const sections = (code: string, member?: Partial<Identity>) =>
    call(url(), `/api/social/posts/pdp/${encodeURIComponent(code)}`, member ? { identity: member } : {}).then((answer) => answer.body);
  const mentionEvents = async (member: Partial<Identity>) =>
    (await server().db.query("SELECT event_key FROM notification_events WHERE recipient_member_id = $1 AND kind = 'mention'", [member.userId])).length;

  test('a review: new stars, words and marks everywhere it is read, its product counted again, hashtags and the profiles it names found anew', async () => {
    const writer = await onboardedMember(url(), 'Writer');
    const named = await onboardedMember(url(), 'Named');
    const written = await writeReview(url(), writer, { productCode: foundation.code, stars: 2, title: 'Too dry #matte', text: 'It dried my skin by the afternoon, sadly.' });
    const postId = written.body.review.postId as string;
    const nudgesBefore = server().nudges();
    const change = {
      $type: 'review',
      stars: 5,
      title: 'Better with a primer #glow',
      text: `With a primer under it, it lasts all day. Thanks @${aliasOf(named)}!`,
      skinType: 'dry',
      skinTone: 'light',
      isRecommended: true,
    };
    const edited = await update(writer, postId, change);
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      isHeldForModeration: false,
      post: {
        postId,
        stars: 5,
        title: change.title,
        text: change.text,
        skinType: 'dry',
        skinTone: 'light',
        isRecommended: true,
        hashtags: ['glow'],
        mentions: [aliasOf(named)],
        editedAt: expect.any(String),
      },
    });
    const read = await sections(foundation.code, writer);
    expect(read.reviews.items[0]).toMatchObject({ postId, stars: 5, title: change.title, isOwn: true, editedAt: edited.body.post.editedAt });
    expect(read.summary).toMatchObject({ average: 5, count: 1, starCounts: [0, 0, 0, 0, 1], recommendedPercent: 100 });
    expect(server().nudges()).toBeGreaterThan(nudgesBefore);
    expect((await call(url(), '/api/social/posts/by-hashtag/glow')).body.totalCount).toBe(1);
    expect((await call(url(), '/api/social/posts/by-hashtag/matte')).body.totalCount).toBe(0);
    // Named now, told once; named again in a later change, not told twice.
    expect(await mentionEvents(named)).toBe(1);
    await update(writer, postId, { ...change, text: `${change.text} Still true.` });
    expect(await mentionEvents(named)).toBe(1);
  });

  test('marks the product does not ask are dropped, as when a review is written; a question, a picture and a look change their text', async () => {
    const writer = await onboardedMember(url(), 'Writer');
    const review = (await writeReview(url(), writer, { productCode: lipMask.code, stars: 4 })).body.review.postId as string;
    const edited = await update(writer, review, { $type: 'review', stars: 3, text: 'Fine, but the scent is strong.', skinTone: 'deep' });
    expect(edited.body.post).toMatchObject({ stars: 3, title: '', skinTone: null, skinType: null, isRecommended: null });
    const question = (await askQuestion(url(), writer, 'Is it good for oily skin?')).body.question.postId as string;
    expect((await update(writer, question, { $type: 'question', text: 'Is it good for oily skin in summer?' })).body.post).toMatchObject({
      stars: null,
      text: 'Is it good for oily skin in summer?',
    });
    expect((await sections(foundation.code)).questions.items[0]).toMatchObject({ postId: question, text: 'Is it good for oily skin in summer?', editedAt: expect.any(String), isOwn: false });
    expect((await sections(foundation.code, writer)).questions.items[0]).toMatchObject({ postId: question, isOwn: true });
    // The kind the member means must be the post's: a question is not changed into a review.
    const wrongKind = await update(writer, question, { $type: 'review', stars: 5, text: 'Not a question any more, is it?' });
    expect(wrongKind.status).toBe(409);
    expect(wrongKind.body.error.code).toBe('post_kind_differs');
    // Refused words change nothing.
    expect((await update(writer, question, { $type: 'question', text: 'Short' })).status).toBe(400);
    expect((await sections(foundation.code)).questions.items[0].text).toBe('Is it good for oily skin in summer?');
  });

  test('only its writer: another member, a member without a profile, a visitor, or a post not there, is refused; nothing changes', async () => {
    const writer = await onboardedMember(url(), 'Writer');
    const other = await onboardedMember(url(), 'Other');
    const postId = (await askQuestion(url(), writer, 'Does it smell of anything?')).body.question.postId as string;
    const change = { $type: 'question', text: 'Not mine to change, is it?' };
    const byOther = await update(other, postId, change);
    expect(byOther.status).toBe(404);
    expect(byOther.body.error.code).toBe('unknown_post');
    expect((await update(aMember(), postId, change)).status).toBe(404);
    expect((await call(url(), `/api/social/posts/${postId}/update`, { body: change })).status).toBe(401);
    expect((await update(writer, randomUUID(), change)).status).toBe(404);
    expect((await sections(foundation.code)).questions.items[0]).toMatchObject({ text: 'Does it smell of anything?', editedAt: null });
  });

  test('the word filter reads the new words: a flagged review is held for a moderator and leaves its product’s count until allowed', async () => {
    const writer = await onboardedMember(url(), 'Writer');
    const postId = (await writeReview(url(), writer, { productCode: mascara.code, stars: 4 })).body.review.postId as string;
    expect((await sections(mascara.code)).summary.count).toBe(1);
    const held = await update(writer, postId, { $type: 'review', stars: 4, text: `It is ${filteredWords[0]} honestly, and lasts.` });
    expect(held.body.isHeldForModeration).toBe(true);
    expect((await sections(mascara.code)).summary.count).toBe(0);
    // Changed again, clean: it still waits for the moderator.
    expect((await update(writer, postId, { $type: 'review', stars: 4, text: 'It is fine honestly, and lasts.' })).body.isHeldForModeration).toBe(true);
    expect((await sections(mascara.code)).reviews.totalCount).toBe(0);
    expect((await call(url(), '/api/admin/social/moderation/allow-post', { identity: admin, body: { postId } })).status).toBe(200);
    expect((await sections(mascara.code)).reviews.items[0]).toMatchObject({ postId, text: 'It is fine honestly, and lasts.' });
  });
});
