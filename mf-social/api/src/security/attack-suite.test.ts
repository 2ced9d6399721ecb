import { attackTarget, describeAttackSuite, describeOnEachTestBackend, type AttackSetup, type OwnedResource } from '@storefront/platform/server/testing';
import { buildApp } from '../app';
import { socialMigrations } from '../db/social-database';
import { fakeCatalogProducts, lipMask } from '../testing/fake-catalog-products';
import { socialTestBackends } from '../testing/social-test-backends';
import { uploadImage, writeReview } from '../testing/social-steps';
import { call, testAppOptions, testIdentitySecret } from '../testing/test-app';

const member = { userId: '3f6c1a2e-8b4d-4e7f-9a1c-2d3e4f5a6b7c' };
const otherMember = { userId: '8a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' };
const admin = { userId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', roles: ['admin' as const] };
const friend = { userId: '6d7e8f9a-0b1c-4d2e-8f3a-4b5c6d7e8f9a' };

describeOnEachTestBackend<AttackSetup>(
  'the social server under attack',
  {
    backends: socialTestBackends(),
    // Hostile requests and who may call what: answered by the same SQL the team's database suites run on PostgreSQL.
    checks: 'http',
    migrations: socialMigrations,
    setup: async ({ backend, db, onCleanup }) => {
      const target = await attackTarget({ app: buildApp(testAppOptions(db, fakeCatalogProducts())), backend, db, secret: testIdentitySecret, onCleanup });
      // The member writes with a profile of their own; the post they wrote is what the post routes are tried on.
      await call(target.baseUrl, '/api/my/social/profile/update', {
        identity: member,
        body: { commands: [{ commandId: 'a', $type: 'ActivateMySocialProfile', displayName: 'Member', alias: 'member' }] },
      });
      const review = await writeReview(target.baseUrl, member, { productCode: lipMask.code, stars: 5 });
      if (review.status !== 201) throw new Error(`the member's review was not written (${review.status})`);
      const postId = review.body.review.postId as string;
      const comment = await call(target.baseUrl, `/api/social/posts/${postId}/comments/create`, { identity: member, body: { text: 'Still using it.' } });
      if (comment.status !== 201) throw new Error(`the member's comment was not written (${comment.status})`);
      const commentId = comment.body.comment.commentId as string;
      const { profileId } = (await call(target.baseUrl, '/api/my/social/profile', { identity: member })).body.profile;
      const uploaded = await uploadImage(target.baseUrl, member);
      if (uploaded.status !== 201) throw new Error(`the member's photo was not uploaded (${uploaded.status})`);
      const { imageId } = uploaded.body as { imageId: string };
      const shared = await call(target.baseUrl, '/api/social/stories/create', { identity: member, body: { imageId, description: 'A sunset lip colour.' } });
      if (shared.status !== 201) throw new Error(`the member's story was not shared (${shared.status})`);
      const storyId = shared.body.story.storyId as string;
      // A friend invites the member to a conversation: theirs two only, which the other member (with a profile of their
      // own) must not read or write in.
      for (const [who, alias] of [[friend, 'friend'], [otherMember, 'other']] as const) {
        await call(target.baseUrl, '/api/my/social/profile/update', {
          identity: who,
          body: { commands: [{ commandId: 'a', $type: 'ActivateMySocialProfile', displayName: alias, alias }] },
        });
      }
      const friendProfileId = (await call(target.baseUrl, '/api/my/social/profile', { identity: friend })).body.profile.profileId as string;
      const invited = await call(target.baseUrl, '/api/my/social/direct-messages/create-conversation-invitation', {
        identity: friend,
        body: { profileId, text: 'A private word about lip balm' },
      });
      if (invited.status !== 201) throw new Error(`the friend's invitation was not sent (${invited.status})`);
      const conversationId = invited.body.conversation.conversationId as string;
      const privateWord = { marker: 'A private word about lip balm', params: { conversationId }, query: {} };
      // A question and an answer of the member's own, for the delete routes alone (which take them away).
      const asked = await call(target.baseUrl, '/api/social/posts/create', { identity: member, body: { $type: 'question', productCode: lipMask.code, text: 'One to delete later?' } });
      if (asked.status !== 201) throw new Error(`the member's question was not asked (${asked.status})`);
      const doomedPostId = asked.body.question.postId as string;
      const answered = await call(target.baseUrl, `/api/social/posts/${postId}/comments/create`, { identity: member, body: { text: 'An answer to delete.' } });
      if (answered.status !== 201) throw new Error(`the member's answer was not written (${answered.status})`);
      const doomedCommentId = answered.body.comment.commentId as string;
      // Only its owner deletes a story, a post or a comment (or changes a post or a comment), and only a conversation's two profiles read it or write in
      // it: the other member is refused (404), learns nothing, and it stays.
      const owned: OwnedResource[] = [
        { route: 'POST /api/social/stories/:storyId/delete', params: { storyId } },
        { route: 'POST /api/social/posts/:postId/delete', params: { postId: doomedPostId } },
        { route: 'POST /api/social/posts/:postId/comments/:commentId/delete', params: { postId, commentId: doomedCommentId } },
        { route: 'POST /api/social/posts/:postId/comments/:commentId/update', params: { postId, commentId }, body: { text: 'Still using it, daily.' } },
        { route: 'POST /api/social/posts/:postId/update', params: { postId }, body: { $type: 'review', stars: 5, text: 'Better than I first thought, honestly.' } },
        { route: 'GET /api/my/social/direct-messages/:conversationId/messages', ...privateWord },
        { route: 'GET /page/social/messages/:conversationId', ...privateWord },
        { route: 'POST /api/my/social/direct-messages/send-message', body: { conversationId, text: 'Let me in' } },
        { route: 'POST /api/my/social/direct-messages/accept-invitation', body: { conversationId } },
        { route: 'POST /api/my/social/direct-messages/decline-invitation', body: { conversationId } },
      ];
      return {
        ...target,
        people: { member, otherMember, admin },
        params: { code: lipMask.code, postId, commentId, alias: 'member', profileId, hashtag: 'longwear', imageId, storyId, conversationId },
        examples: {
          'POST /api/social/posts/create': { body: { $type: 'question', productCode: lipMask.code, text: 'Is it good for dry lips?' } },
          'POST /api/my/social/profile/update': { body: { commands: [{ commandId: 'd', $type: 'SetSocialDescription', description: 'Lips first.' }] } },
          ...Object.fromEntries(['allow-post', 'hide-post', 'hide-post-from-feed'].map((action) => [`POST /api/admin/social/moderation/${action}`, { body: { postId } }])),
          ...Object.fromEntries(['allow-comment', 'hide-comment'].map((action) => [`POST /api/admin/social/moderation/${action}`, { body: { commentId } }])),
          'POST /api/my/social/direct-messages/create-conversation-invitation': { body: { profileId: friendProfileId, text: 'Hello friend' } },
          'POST /api/my/social/direct-messages/send-message': { body: { conversationId, text: 'Hello again' } },
          'POST /api/my/social/direct-messages/accept-invitation': { body: { conversationId } },
          'POST /api/my/social/direct-messages/decline-invitation': { body: { conversationId } },
        },
        withoutBody: {
          'POST /api/social/posts/:postId/report-translation-error': 'the post is in the path and the member in the identity: a wrong translation needs no words',
          'POST /api/social/posts/:postId/comments/:commentId/report-translation-error': 'as for a post: the comment is in the path',
          'POST /api/my/social/:profileId/follow': 'the followed profile is in the path and the follower in the identity',
          'POST /api/my/social/:profileId/unfollow': 'as for a follow: the profile is in the path',
          'POST /api/social/upload/image': 'the body is a photo’s bytes, not JSON: sniffed, size-checked and re-encoded by the platform (uploaded-image.ts)',
          'POST /api/social/stories/:storyId/delete': 'the story is in the path and its owner in the identity',
          'POST /api/my/social/saved-posts/:postId/save': 'the post is in the path and the member in the identity',
          'POST /api/my/social/saved-posts/:postId/unsave': 'as for a save: the post is in the path',
          'POST /api/social/posts/:postId/delete': 'the post is in the path and its writer in the identity',
          'POST /api/social/posts/:postId/comments/:commentId/delete': 'as for a post: the comment is in the path',
          'POST /api/my/social/profile/stop-impersonate': 'the administrator is in the identity: stopping names nothing else',
        },
        htmlAnswers: {},
        owned,
        notOwned: {
          'POST /api/social/posts/:postId/comments/create': 'any member with a profile may answer anyone’s question or comment on anyone’s post',
          'POST /api/social/posts/:postId/comments/:commentId/reply': 'any member with a profile may reply to anyone’s comment, as themself',
          'POST /api/social/posts/:postId/reactions/add': 'any member may mark anyone’s post helpful, once, as themself',
          'POST /api/social/posts/:postId/reactions/remove': 'a member takes back only their own mark: the member is the identity’s, not the path’s',
          'POST /api/social/posts/:postId/comments/:commentId/reactions/add': 'any member may like anyone’s comment, once, as themself',
          'POST /api/social/posts/:postId/comments/:commentId/reactions/remove': 'a member takes back only their own like: the member is the identity’s, not the path’s',
          'POST /api/social/posts/:postId/report': 'any member may report anyone’s post, once, as themself',
          'POST /api/social/posts/:postId/report-translation-error': 'any member may say a post’s translation is wrong, once, as themself',
          'POST /api/social/posts/:postId/comments/:commentId/report': 'any member may report anyone’s comment, once, as themself',
          'POST /api/social/posts/:postId/comments/:commentId/report-translation-error': 'any member may say a comment’s translation is wrong, once',
          'POST /api/my/social/:profileId/follow': 'any member with a profile may follow any profile but their own, as themself',
          'POST /api/my/social/:profileId/unfollow': 'a member stops only their own follow: the follower is the identity’s, not the path’s',
          'POST /api/my/social/saved-posts/:postId/save': 'any member may save any visible post to their own list, as themself',
          'POST /api/my/social/saved-posts/:postId/unsave': 'a member unsaves only from their own list: the member is the identity’s, not the path’s',
        },
      };
    },
  },
  (setup) => describeAttackSuite('social', setup),
);
