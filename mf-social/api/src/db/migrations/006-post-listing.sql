-- Team Social: the latest posts of everyone (SocialPostListingViewModel, /social/posts; posts/latest and
-- posts/latest-reviews), newest first, each page a range of one of these; what a feed may not show is not in them.
CREATE INDEX posts_latest ON posts (created_at DESC, post_id DESC) WHERE hidden_at IS NULL AND hidden_from_feed_at IS NULL;
CREATE INDEX posts_latest_of_kind ON posts (kind, created_at DESC, post_id DESC) WHERE hidden_at IS NULL AND hidden_from_feed_at IS NULL;
