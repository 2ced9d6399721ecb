-- Team Social: likes of looks and of members' pictures of products (a reaction as helpful is to a review), counted on
-- the post like helpful marks; and what their authors are told: a like, or a comment, of their look or picture.
ALTER TABLE post_reactions DROP CONSTRAINT post_reactions_type_check;
ALTER TABLE post_reactions ADD CONSTRAINT post_reactions_type_check CHECK (type IN ('helpful', 'like'));
ALTER TABLE posts ADD COLUMN like_count int NOT NULL DEFAULT 0 CHECK (like_count >= 0);

ALTER TABLE notification_events DROP CONSTRAINT notification_events_kind_check;
ALTER TABLE notification_events ADD CONSTRAINT notification_events_kind_check
  CHECK (kind IN ('answer', 'comment', 'helpful', 'follow', 'look-comment', 'look-like', 'picture-comment', 'picture-like'));
