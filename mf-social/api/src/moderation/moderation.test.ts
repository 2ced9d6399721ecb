import { randomUUID } from 'node:crypto';
import type { Identity } from '@storefront/platform/server';
import { reportsThatHold } from '../../../contract/moderation';
import { foundation, lipMask } from '../testing/fake-catalog-products';
import { askQuestion, onboardedMember, writeReview } from '../testing/social-steps';
import { aMember, call, describeOnEachBackend } from '../testing/test-app';

const admin = { userId: randomUUID(), roles: ['admin' as const] };
const sections = (url: string, code: string) => call(url, `/api/social/posts/pdp/${encodeURIComponent(code)}`);
const moderate = (url: string, action: string, body: object, identity: object = admin) =>
  call(url, `/api/admin/social/moderation/${action}`, { identity, body });
const openCases = (url: string, query = '') => call(url, `/api/admin/social/moderation/cases${query}`, { identity: admin });
const caseAbout = async (url: string, id: string, status = 'open') => {
  const { body } = await call(url, `/api/admin/social/moderation/cases?status=${status}&count=50`, { identity: admin });
  return body.items.find((item: { subject: { postId?: string; commentId?: string } }) => item.subject.commentId === id || (!item.subject.commentId && item.subject.postId === id));
};
const ask = (url: string, identity: Partial<Identity>, text = 'Does it last all day?') => askQuestion(url, identity, text, lipMask.code);
const reviewIds = async (url: string, code: string) => (await sections(url, code)).body.reviews.items.map((review: { postId: string }) => review.postId);
const questionIds = async (url: string) => (await sections(url, lipMask.code)).body.questions.items.map((question: { postId: string }) => question.postId);

describeOnEachBackend('moderation: the word filter, reports and the moderators’ actions', (server) => {
  test('a review with a filtered word waits for a moderator: unseen and uncounted until allowed', async () => {
    const member = await onboardedMember(server().url, 'Filtered');
    const countBefore = (await sections(server().url, foundation.code)).body.summary.count;
    const nudges = server().nudges();
    const written = await writeReview(server().url, member, { productCode: foundation.code, stars: 1, text: 'This foundation is pure shit, see www.example.com' });
    expect([written.status, written.body.isHeldForModeration]).toEqual([201, true]);
    const { postId } = written.body.review;
    expect(await reviewIds(server().url, foundation.code)).not.toContain(postId);
    expect((await sections(server().url, foundation.code)).body.summary.count).toBe(countBefore);
    expect(server().nudges()).toBe(nudges);

    const held = await caseAbout(server().url, postId);
    expect(held).toMatchObject({ subject: { type: 'post', kind: 'review', productCode: foundation.code }, flaggedWords: ['shit', 'link'], reportCount: 0, hiddenReason: 'word-filter', resolution: null });

    const allowed = await moderate(server().url, 'allow-post', { postId });
    expect(allowed.body).toEqual({ isHidden: false, isHiddenFromFeed: false, closedCase: true });
    expect(await reviewIds(server().url, foundation.code)).toContain(postId);
    expect((await sections(server().url, foundation.code)).body.summary.count).toBe(countBefore + 1);
    expect(server().nudges()).toBe(nudges + 1);
    expect(await caseAbout(server().url, postId)).toBeUndefined();
    expect((await caseAbout(server().url, postId, 'resolved')).resolution).toMatchObject({ outcome: 'allowed', by: admin.userId });
    const [kept] = await server().db.query<{ action: string; moderator_id: string }>('SELECT action, moderator_id FROM moderation_actions WHERE post_id = $1', [postId]);
    expect(kept).toEqual({ action: 'allow-post', moderator_id: admin.userId });
  });

  test('its writer sees where a held review stands: waiting for a moderator, not published once hidden, shown once allowed', async () => {
    const member = await onboardedMember(server().url, 'Waiting');
    const written = await writeReview(server().url, member, { productCode: lipMask.code, stars: 2, text: 'Total shit, buy it at www.example.com' });
    expect(written.body.isHeldForModeration).toBe(true);
    const { postId } = written.body.review;
    const mine = async () => {
      const { body } = await call(server().url, `/api/social/posts/pdp/${lipMask.code}`, { identity: member });
      return [body.myReviewId, body.myReviewState];
    };
    expect(await mine()).toEqual([postId, 'awaiting-moderation']);
    await moderate(server().url, 'hide-post', { postId });
    expect(await mine()).toEqual([postId, 'not-published']);
    await moderate(server().url, 'allow-post', { postId });
    expect(await mine()).toEqual([postId, 'shown']);
    expect(await reviewIds(server().url, lipMask.code)).toContain(postId);
  });

  test('ordinary words pass: praise that contains a filtered word, and a word of another language', async () => {
    const member = await onboardedMember(server().url);
    const written = await ask(server().url, member, 'Skitbra färg, men fick ni också torra läppar?');
    expect([written.status, written.body.isHeldForModeration]).toEqual([201, false]);
    expect(await questionIds(server().url)).toContain(written.body.question.postId);
  });

  test(`reports go to the queue once per member; the ${reportsThatHold}rd member's report holds the post until a moderator decides`, async () => {
    const asker = await onboardedMember(server().url);
    const { postId } = (await ask(server().url, asker)).body.question;
    const first = aMember();
    for (let press = 0; press < 2; press++) {
      expect((await call(server().url, `/api/social/posts/${postId}/report`, { identity: first, body: { reason: 'spam' } })).body).toEqual({ reported: true });
    }
    expect(await caseAbout(server().url, postId)).toMatchObject({ reportCount: 1, hiddenReason: null, flaggedWords: [] });
    expect(await questionIds(server().url)).toContain(postId);
    // The rest report at the same moment: exactly one of them is the one that holds it.
    const others = Array.from({ length: reportsThatHold - 1 }, () => aMember());
    await Promise.all(others.map((identity) => call(server().url, `/api/social/posts/${postId}/report`, { identity, body: { reason: 'offensive' } })));
    expect(await caseAbout(server().url, postId)).toMatchObject({ reportCount: reportsThatHold, hiddenReason: 'reports' });
    expect(await questionIds(server().url)).not.toContain(postId);
    // Out of sight, it cannot be reported, answered or marked any more.
    expect((await call(server().url, `/api/social/posts/${postId}/report`, { identity: aMember(), body: { reason: 'spam' } })).status).toBe(404);
    expect((await call(server().url, `/api/social/posts/${postId}/comments/create`, { identity: asker, body: { text: 'Anyone?' } })).status).toBe(404);

    expect((await moderate(server().url, 'hide-post', { postId })).body).toEqual({ isHidden: true, isHiddenFromFeed: false, closedCase: true });
    expect((await caseAbout(server().url, postId, 'resolved')).hiddenReason).toBe('moderator');
    // A moderator may change their mind; a decided case is not opened again by the same members.
    expect((await moderate(server().url, 'allow-post', { postId })).body).toEqual({ isHidden: false, isHiddenFromFeed: false, closedCase: false });
    expect(await questionIds(server().url)).toContain(postId);
    expect((await call(server().url, `/api/social/posts/${postId}/report`, { identity: first, body: { reason: 'spam' } })).status).toBe(200);
    expect(await caseAbout(server().url, postId)).toBeUndefined();
  });

  test('a hidden review leaves its product’s rating, and the catalog is told; hide from feed keeps it on the product page', async () => {
    const member = await onboardedMember(server().url);
    const { postId } = (await writeReview(server().url, member, { productCode: lipMask.code, stars: 2 })).body.review;
    const before = (await sections(server().url, lipMask.code)).body.summary.count;
    const nudges = server().nudges();
    expect((await moderate(server().url, 'hide-post', { postId })).body).toEqual({ isHidden: true, isHiddenFromFeed: false, closedCase: false });
    expect((await sections(server().url, lipMask.code)).body.summary.count).toBe(before - 1);
    expect(await reviewIds(server().url, lipMask.code)).not.toContain(postId);
    expect(server().nudges()).toBe(nudges + 1);
    // Hidden twice is hidden once: the summary is not counted down again.
    await moderate(server().url, 'hide-post', { postId });
    expect((await sections(server().url, lipMask.code)).body.summary.count).toBe(before - 1);

    expect((await moderate(server().url, 'hide-post-from-feed', { postId })).body).toEqual({ isHidden: false, isHiddenFromFeed: true, closedCase: false });
    expect(await reviewIds(server().url, lipMask.code)).toContain(postId);
    expect((await sections(server().url, lipMask.code)).body.summary.count).toBe(before);
    const [row] = await server().db.query<{ in_feed: boolean }>('SELECT hidden_from_feed_at IS NULL AS in_feed FROM posts WHERE post_id = $1', [postId]);
    expect(row!.in_feed).toBe(false);
  });

  test('comments: reported, hidden and allowed, counted on their post each time', async () => {
    const asker = await onboardedMember(server().url);
    const { postId } = (await ask(server().url, asker, 'Is the scent strong?')).body.question;
    const answerer = await onboardedMember(server().url);
    const { commentId } = (await call(server().url, `/api/social/posts/${postId}/comments/create`, { identity: answerer, body: { text: 'Not at all.' } })).body.comment;
    const answers = async () => (await call(server().url, `/api/social/posts/${postId}/comments`)).body;

    const reporter = aMember();
    expect((await call(server().url, `/api/social/posts/${postId}/comments/${commentId}/report`, { identity: reporter, body: { reason: 'misleading' } })).status).toBe(200);
    expect((await call(server().url, `/api/social/posts/${postId}/comments/${commentId}/report-translation-error`, { identity: reporter, body: {} })).status).toBe(200);
    expect(await caseAbout(server().url, commentId)).toMatchObject({ subject: { type: 'comment', postId, text: 'Not at all.' }, reportCount: 1, translationErrorCount: 1 });
    // A comment is reported under its own post only.
    expect((await call(server().url, `/api/social/posts/${randomUUID()}/comments/${commentId}/report`, { identity: aMember(), body: { reason: 'spam' } })).status).toBe(404);

    expect((await moderate(server().url, 'hide-comment', { commentId })).body).toMatchObject({ isHidden: true, closedCase: true });
    expect(await answers()).toMatchObject({ items: [], totalCount: 0 });
    expect((await questionIds(server().url)).includes(postId)).toBe(true);
    const shown = (await sections(server().url, lipMask.code)).body.questions.items.find((question: { postId: string }) => question.postId === postId);
    expect(shown).toMatchObject({ answerCount: 0, answers: [] });
    expect((await moderate(server().url, 'allow-comment', { commentId })).body).toMatchObject({ isHidden: false, closedCase: false });
    expect(await answers()).toMatchObject({ totalCount: 1 });

    const held = await call(server().url, `/api/social/posts/${postId}/comments/create`, { identity: answerer, body: { text: 'Kurwa, how strong!' } });
    expect([held.status, held.body.isHeldForModeration]).toEqual([201, true]);
    expect(await answers()).toMatchObject({ totalCount: 1 });
    expect(await caseAbout(server().url, held.body.comment.commentId)).toMatchObject({ flaggedWords: ['kurwa'], hiddenReason: 'word-filter' });
  });

  test('only administrators moderate; an unknown thing is a 404 and bad input a 400, each changing nothing', async () => {
    const member = await onboardedMember(server().url);
    const { postId } = (await ask(server().url, member)).body.question;
    expect((await moderate(server().url, 'hide-post', { postId }, member)).status).toBe(403);
    expect((await moderate(server().url, 'hide-post', { postId }, {})).status).toBe(401);
    expect((await call(server().url, '/api/admin/social/moderation/cases', { identity: member })).status).toBe(403);
    expect((await moderate(server().url, 'hide-post', { postId: randomUUID() })).status).toBe(404);
    expect((await moderate(server().url, 'hide-comment', { commentId: randomUUID() })).status).toBe(404);
    expect((await moderate(server().url, 'hide-post', { commentId: postId })).status).toBe(400);
    expect((await moderate(server().url, 'hide-post', { postId: 'not-a-post' })).status).toBe(400);
    expect((await call(server().url, `/api/social/posts/${postId}/report`, { identity: aMember(), body: { reason: 'boring' } })).status).toBe(400);
    expect((await call(server().url, `/api/social/posts/${postId}/report`, { body: { reason: 'spam' } })).status).toBe(401);
    expect((await openCases(server().url, '?status=maybe')).status).toBe(400);
    expect((await openCases(server().url, '?from=not-a-cursor')).status).toBe(400);
    expect(await questionIds(server().url)).toContain(postId);
    const [actions] = await server().db.query<{ n: number }>('SELECT count(*)::int AS n FROM moderation_actions WHERE post_id = $1', [postId]);
    expect(actions!.n).toBe(0);
  });

  test('the queue pages oldest first with a cursor, and counts what is open', async () => {
    const reporter = aMember();
    const member = await onboardedMember(server().url);
    const asked: string[] = [];
    for (const text of ['First question here?', 'Second question here?', 'Third question here?']) {
      const { postId } = (await ask(server().url, member, text)).body.question;
      await call(server().url, `/api/social/posts/${postId}/report`, { identity: reporter, body: { reason: 'other' } });
      asked.push(postId);
    }
    const seen: string[] = [];
    let from: string | null = '';
    let total = 0;
    while (from !== null) {
      const { body } = await openCases(server().url, `?count=2${from ? `&from=${from}` : ''}`);
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((item: { subject: { postId: string } }) => item.subject.postId));
      total = body.totalCount;
      from = body.nextFrom;
    }
    expect(seen.length).toBe(total);
    expect(seen.filter((id) => asked.includes(id))).toEqual(asked);
  });
});
