import { randomUUID } from 'node:crypto';
import type { Database } from '@storefront/platform/server';
import type { ModerationAction, ModerationResponse } from '../../../contract/moderation';
import { isPost, setVisibility, type Subject } from './visibility';

interface Effect {
  /** Out of sight by a moderator's decision, or shown (null). */
  hidden: 'moderator' | null;
  /** Kept out of feeds (true), let back in (false), or left as it was. */
  fromFeed?: boolean;
  resolution: 'allowed' | 'hidden' | 'hidden-from-feed';
}

/** What each action does: "allow" shows the thing everywhere, "hide from feed" shows it everywhere but in feeds. */
const effects: Record<ModerationAction, Effect> = {
  'allow-post': { hidden: null, fromFeed: false, resolution: 'allowed' },
  'hide-post': { hidden: 'moderator', resolution: 'hidden' },
  'hide-post-from-feed': { hidden: null, fromFeed: true, resolution: 'hidden-from-feed' },
  'allow-comment': { hidden: null, resolution: 'allowed' },
  'hide-comment': { hidden: 'moderator', resolution: 'hidden' },
};

export interface Decision {
  response: ModerationResponse;
  /** A review came or went: the catalog should hear of its product's new summary. */
  reviewsChanged: boolean;
}

/**
 * A moderator's action, in one transaction: the thing shown or hidden, its open case (if any) closed with the
 * outcome, and the action kept with who took it. Null when there is no such post or comment. Repeating an action
 * changes nothing more than the record of it.
 */
export async function decide(db: Database, action: ModerationAction, subject: Subject, moderatorId: string): Promise<Decision | null> {
  const effect = effects[action];
  return db.transaction(async (tx) => {
    const change = await setVisibility(tx, subject, effect.hidden, effect.fromFeed);
    if (!change.found) return null;
    const column = isPost(subject) ? 'post_id' : 'comment_id';
    const id = isPost(subject) ? subject.postId : subject.commentId;
    const closed = await tx.query(
      `UPDATE moderation_cases SET resolved_at = now(), resolution = $2, resolved_by = $3
       WHERE ${column} = $1 AND resolved_at IS NULL RETURNING case_id`,
      [id, effect.resolution, moderatorId],
    );
    await tx.query(`INSERT INTO moderation_actions (action_id, action, ${column}, moderator_id) VALUES ($1, $2, $3, $4)`, [
      randomUUID(),
      action,
      id,
      moderatorId,
    ]);
    return {
      response: { isHidden: change.isHidden, isHiddenFromFeed: change.isHiddenFromFeed, closedCase: closed.length > 0 },
      reviewsChanged: change.reviewsChanged,
    };
  });
}
