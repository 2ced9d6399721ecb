-- Team Social: a reply answers a comment and shows under it. A reply to a reply joins the same comment's thread, so a
-- thread is one level deep. A post counts its visible comments (not their replies); a comment its visible replies.
ALTER TABLE comments ADD COLUMN reply_to uuid REFERENCES comments ON DELETE CASCADE;
ALTER TABLE comments ADD COLUMN reply_count int NOT NULL DEFAULT 0 CHECK (reply_count >= 0);

DROP INDEX comments_post_oldest;
CREATE INDEX comments_post_oldest ON comments (post_id, created_at, comment_id) WHERE hidden_at IS NULL AND reply_to IS NULL;
CREATE INDEX comments_replies_oldest ON comments (reply_to, created_at, comment_id) WHERE hidden_at IS NULL AND reply_to IS NOT NULL;

ALTER TABLE notification_events DROP CONSTRAINT notification_events_kind_check;
ALTER TABLE notification_events ADD CONSTRAINT notification_events_kind_check
  CHECK (kind IN ('answer', 'comment', 'helpful', 'follow', 'look-comment', 'look-like', 'picture-comment', 'picture-like',
                  'mention', 'comment-mention', 'comment-reply'));
