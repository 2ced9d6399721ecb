-- Team Social: the posts a member saved to read again, newest saved first. A member saves
-- without a social profile: reading is theirs too.
CREATE TABLE saved_posts (
  member_id text NOT NULL,
  post_id   uuid NOT NULL REFERENCES posts ON DELETE CASCADE,
  saved_at  timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, post_id)
);
CREATE INDEX saved_posts_newest ON saved_posts (member_id, saved_at DESC, post_id DESC);
