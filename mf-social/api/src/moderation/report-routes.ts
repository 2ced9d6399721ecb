import { Router } from 'express';
import { accepts, allow, type Database } from '@storefront/platform/server';
import { z } from 'zod';
import { reportRequest, type ReportReason, type ReportResponse } from '../../../contract/moderation';
import { memberIdOf } from '../http/member';
import { unknownPost } from '../posts/post-refusals';
import { fileReport, type ReportKind } from './moderation-cases';
import { claimPostingRoom, type PostingLimits } from './posting-limits';
import type { Subject } from './visibility';

const postPath = z.object({ postId: z.uuid() });
const commentPath = z.object({ postId: z.uuid(), commentId: z.uuid() });

const postReportInput = accepts({ params: postPath, body: reportRequest });
const postTranslationInput = accepts({ params: postPath });
const commentReportInput = accepts({ params: commentPath, body: reportRequest });
const commentTranslationInput = accepts({ params: commentPath });

/**
 * Members report posts and comments (offensive, spam, misleading, other) and say a translation is wrong: once each per
 * member and thing, within the member's limit of reports. A report goes to the moderators' queue; enough of them hold
 * the thing until a moderator decides. `onReviewsChanged` hears when a held review leaves its product's summary.
 */
export function reportRoutes(db: Database, limits: PostingLimits, onReviewsChanged: () => void): Router {
  const router = Router();

  async function report(memberId: string, subject: Subject, kind: ReportKind, reason: ReportReason | 'translation'): Promise<ReportResponse> {
    const outcome = await db.transaction(async (tx) => {
      await claimPostingRoom(tx, limits, 'reports', memberId);
      return fileReport(tx, subject, memberId, kind, reason);
    });
    if (!outcome) throw unknownPost();
    if (outcome.held?.reviewsChanged) onReviewsChanged();
    return { reported: true };
  }

  router.post('/api/social/posts/:postId/report', allow.members, postReportInput, async (_req, res) => {
    const { postId } = postReportInput.params(res);
    res.json(await report(memberIdOf(res), { postId }, 'report', postReportInput.body(res).reason));
  });

  router.post('/api/social/posts/:postId/report-translation-error', allow.members, postTranslationInput, async (_req, res) => {
    const { postId } = postTranslationInput.params(res);
    res.json(await report(memberIdOf(res), { postId }, 'translation-error', 'translation'));
  });

  router.post('/api/social/posts/:postId/comments/:commentId/report', allow.members, commentReportInput, async (_req, res) => {
    const { postId, commentId } = commentReportInput.params(res);
    res.json(await report(memberIdOf(res), { commentId, underPost: postId }, 'report', commentReportInput.body(res).reason));
  });

  router.post('/api/social/posts/:postId/comments/:commentId/report-translation-error', allow.members, commentTranslationInput, async (_req, res) => {
    const { postId, commentId } = commentTranslationInput.params(res);
    res.json(await report(memberIdOf(res), { commentId, underPost: postId }, 'translation-error', 'translation'));
  });

  return router;
}
