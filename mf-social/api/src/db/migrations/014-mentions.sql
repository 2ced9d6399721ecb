-- Team Social: '@alias' in a post's or a comment's words names a profile: found when it is
-- written, linked where it shows, and its member told (once per post or comment and profile).
CREATE TABLE post_mentions (
  post_id    uuid NOT NULL REFERENCES posts ON DELETE CASCADE,
  -- Null for the post's own words; else the comment's.
  comment_id uuid REFERENCES comments ON DELETE CASCADE,
  profile_id uuid NOT NULL REFERENCES profiles ON DELETE CASCADE
);
CREATE UNIQUE INDEX post_mentions_once ON post_mentions (post_id, coalesce(comment_id, '00000000-0000-0000-0000-000000000000'::uuid), profile_id);
CREATE INDEX post_mentions_of_comment ON post_mentions (comment_id) WHERE comment_id IS NOT NULL;

ALTER TABLE notification_events DROP CONSTRAINT notification_events_kind_check;
ALTER TABLE notification_events ADD CONSTRAINT notification_events_kind_check
  CHECK (kind IN ('answer', 'comment', 'helpful', 'follow', 'look-comment', 'look-like', 'picture-comment', 'picture-like',
                  'mention', 'comment-mention'));
