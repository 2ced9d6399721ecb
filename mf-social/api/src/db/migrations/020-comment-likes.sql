-- Team Social: a member likes a comment, a reply or an answer; the comment keeps its count, moved in the transaction
-- that writes or deletes the like (a like is the row: pressed twice, or in two tabs, it counts once).
ALTER TABLE comments ADD COLUMN like_count int NOT NULL DEFAULT 0 CHECK (like_count >= 0);
CREATE TABLE comment_reactions (
  comment_id uuid NOT NULL REFERENCES comments ON DELETE CASCADE,
  member_id  text NOT NULL,
  type       text NOT NULL CHECK (type IN ('like')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, member_id, type)
);
-- Its writer is told (once per member and comment).
ALTER TABLE notification_events DROP CONSTRAINT notification_events_kind_check;
ALTER TABLE notification_events ADD CONSTRAINT notification_events_kind_check
  CHECK (kind IN ('answer', 'comment', 'helpful', 'follow', 'look-comment', 'look-like', 'picture-comment', 'picture-like',
                  'mention', 'comment-mention', 'comment-reply', 'message-invitation', 'direct-message', 'comment-like'));
