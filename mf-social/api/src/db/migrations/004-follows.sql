-- Team Social: who follows whom (my/social/{profileId}/follow and unfollow), read by the profile pages'
-- followers and following lists and by the feed.

CREATE TABLE profile_follows (
  follower_id uuid NOT NULL REFERENCES profiles,
  followed_id uuid NOT NULL REFERENCES profiles,
  -- Milliseconds, as a list's cursor carries them (post-cursor.ts).
  created_at  timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followed_id),
  CHECK (follower_id <> followed_id)
);
-- The lists, newest follow first, each page a range of one of these: "following" of a profile, and its "followers".
CREATE INDEX profile_follows_following ON profile_follows (follower_id, created_at DESC, followed_id DESC);
CREATE INDEX profile_follows_followers ON profile_follows (followed_id, created_at DESC, follower_id DESC);

-- The feed: each followed profile's posts that may be in a feed, newest first.
CREATE INDEX posts_feed ON posts (profile_id, created_at DESC, post_id DESC) WHERE hidden_at IS NULL AND hidden_from_feed_at IS NULL;

-- A member is told that someone follows them now (once per follower, however often they unfollow and follow again).
-- A follow is about no product: its event names none.
ALTER TABLE notification_events ALTER COLUMN product_code DROP NOT NULL;
ALTER TABLE notification_events DROP CONSTRAINT notification_events_kind_check;
ALTER TABLE notification_events ADD CONSTRAINT notification_events_kind_check CHECK (kind IN ('answer', 'comment', 'helpful', 'follow'));
ALTER TABLE notification_events ADD CHECK ((kind = 'follow') = (product_code IS NULL));
