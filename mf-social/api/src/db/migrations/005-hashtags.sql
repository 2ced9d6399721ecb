-- Team Social: the hashtags in posts (#longwear in a review's title or text), each post's once, lowercase, for the
-- hashtag pages (HashtagViewModel, /social/hashtag/{hashtag}) and posts/by-hashtag/{hashtag}.

CREATE TABLE post_hashtags (
  post_id    uuid NOT NULL REFERENCES posts ON DELETE CASCADE,
  hashtag    text NOT NULL CHECK (hashtag = lower(hashtag) AND hashtag <> ''),
  -- The post's own, copied: a hashtag's page is a range of the index below, newest first (post-cursor.ts).
  created_at timestamptz(3) NOT NULL,
  PRIMARY KEY (post_id, hashtag)
);
CREATE INDEX post_hashtags_newest ON post_hashtags (hashtag, created_at DESC, post_id DESC);
-- The few posts no hashtag's page shows: a page's count is its hashtag's entries less those (hashtag-store.ts).
CREATE INDEX posts_out_of_feeds ON posts (post_id) WHERE hidden_at IS NOT NULL OR hidden_from_feed_at IS NOT NULL;

-- The posts written before hashtags were read: the server reads theirs after it starts, a batch at a time, and takes
-- each off this list as it does (hashtag-backfill.ts). A new database has none.
CREATE TABLE posts_awaiting_hashtags (post_id uuid PRIMARY KEY REFERENCES posts ON DELETE CASCADE);
INSERT INTO posts_awaiting_hashtags SELECT post_id FROM posts;
