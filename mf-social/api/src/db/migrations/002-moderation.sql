-- Team Social's moderation: members' reports, the queue of cases moderators decide, what they decided, and the
-- indexes the per-member posting limits count with.

-- Why a post or comment is out of sight: held by the word filter or by members' reports until a moderator decides,
-- or hidden by a moderator. Null while hidden_at is null.
ALTER TABLE posts ADD COLUMN hidden_reason text CHECK (hidden_reason IN ('word-filter', 'reports', 'moderator'));
ALTER TABLE posts ADD CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL));
-- Still on the product page and the author's profile, no longer in anyone's feed.
ALTER TABLE posts ADD COLUMN hidden_from_feed_at timestamptz;
ALTER TABLE comments ADD COLUMN hidden_reason text CHECK (hidden_reason IN ('word-filter', 'reports', 'moderator'));
ALTER TABLE comments ADD CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL));

-- A member's report of a post or comment: at most one of each kind per member and thing, so repeated presses and a
-- member's second thoughts count once.
CREATE TABLE reports (
  report_id  uuid PRIMARY KEY,
  post_id    uuid REFERENCES posts ON DELETE CASCADE,
  comment_id uuid REFERENCES comments ON DELETE CASCADE,
  member_id  text NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('report', 'translation-error')),
  reason     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((post_id IS NULL) <> (comment_id IS NULL))
);
CREATE UNIQUE INDEX reports_once_per_post ON reports (post_id, member_id, kind) WHERE post_id IS NOT NULL;
CREATE UNIQUE INDEX reports_once_per_comment ON reports (comment_id, member_id, kind) WHERE comment_id IS NOT NULL;
CREATE INDEX reports_by_member ON reports (member_id, created_at);

-- The moderation queue: one open case per post or comment, opened by the word filter or by a first report, closed by
-- a moderator's decision. A report after the decision opens a new case.
CREATE TABLE moderation_cases (
  case_id                 uuid PRIMARY KEY,
  post_id                 uuid REFERENCES posts ON DELETE CASCADE,
  comment_id              uuid REFERENCES comments ON DELETE CASCADE,
  flagged_words           text[] NOT NULL DEFAULT '{}',
  report_count            int NOT NULL DEFAULT 0 CHECK (report_count >= 0),
  translation_error_count int NOT NULL DEFAULT 0 CHECK (translation_error_count >= 0),
  -- Milliseconds, as the queue's cursor carries them.
  opened_at               timestamptz(3) NOT NULL DEFAULT now(),
  resolved_at             timestamptz(3),
  resolution              text CHECK (resolution IN ('allowed', 'hidden', 'hidden-from-feed')),
  resolved_by             text,
  CHECK ((post_id IS NULL) <> (comment_id IS NULL)),
  CHECK ((resolved_at IS NULL) = (resolution IS NULL) AND (resolved_at IS NULL) = (resolved_by IS NULL))
);
CREATE UNIQUE INDEX moderation_cases_open_post ON moderation_cases (post_id) WHERE resolved_at IS NULL AND post_id IS NOT NULL;
CREATE UNIQUE INDEX moderation_cases_open_comment ON moderation_cases (comment_id) WHERE resolved_at IS NULL AND comment_id IS NOT NULL;
CREATE INDEX moderation_cases_queue ON moderation_cases (opened_at, case_id) WHERE resolved_at IS NULL;
CREATE INDEX moderation_cases_decided ON moderation_cases (resolved_at, case_id) WHERE resolved_at IS NOT NULL;

-- Every moderator's action, kept: who did what to which post or comment, and when.
CREATE TABLE moderation_actions (
  action_id    uuid PRIMARY KEY,
  action       text NOT NULL CHECK (action IN ('allow-post', 'hide-post', 'hide-post-from-feed', 'allow-comment', 'hide-comment')),
  post_id      uuid REFERENCES posts ON DELETE CASCADE,
  comment_id   uuid REFERENCES comments ON DELETE CASCADE,
  moderator_id text NOT NULL,
  acted_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((post_id IS NULL) <> (comment_id IS NULL))
);
CREATE INDEX moderation_actions_post ON moderation_actions (post_id, acted_at) WHERE post_id IS NOT NULL;
CREATE INDEX moderation_actions_comment ON moderation_actions (comment_id, acted_at) WHERE comment_id IS NOT NULL;

-- The posting limits count a profile's latest posts and comments.
CREATE INDEX posts_by_profile ON posts (profile_id, created_at);
CREATE INDEX comments_by_profile ON comments (profile_id, created_at);
