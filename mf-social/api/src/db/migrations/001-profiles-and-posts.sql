-- Team Social: profiles and their posts about products (reviews and questions), comments (a question's answers) and
-- reactions (helpful marks), and the rating aggregates it sends the catalog.

-- A member's social profile (spec 02 §3), or the author of an imported review (member_id null, source_key set).
CREATE TABLE profiles (
  profile_id   uuid PRIMARY KEY,
  member_id    text UNIQUE,
  alias        text NOT NULL,
  display_name text NOT NULL,
  description  text NOT NULL DEFAULT '',
  -- An imported author's key in its source ('sephora:1741593524'): a re-import finds the same profile.
  source_key   text UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK ((member_id IS NULL) <> (source_key IS NULL))
);
-- Aliases are unique whatever their case: '@Anna' and '@anna' are one person to a reader.
CREATE UNIQUE INDEX profiles_alias ON profiles (lower(alias));

-- A post about a product. Product codes are the catalog's (`products.code`), never checked by a foreign key: the
-- catalog is another team's database.
CREATE TABLE posts (
  post_id        uuid PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('review', 'question')),
  profile_id     uuid NOT NULL REFERENCES profiles,
  product_code   text NOT NULL,
  stars          smallint CHECK (stars BETWEEN 1 AND 5),
  title          text NOT NULL DEFAULT '',
  body           text NOT NULL,
  skin_type      text,
  skin_tone      text,
  is_recommended boolean,
  helpful_count  int NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
  comment_count  int NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
  hidden_at      timestamptz,
  -- Milliseconds, as a browser's cursor carries them (post-cursor.ts).
  created_at     timestamptz(3) NOT NULL DEFAULT now(),
  -- An imported review's row in its file ('sephora-reviews:17'): a re-import changes nothing.
  source_key     text UNIQUE,
  CHECK ((kind = 'review') = (stars IS NOT NULL))
);
-- One review per member per product, enforced where two tabs posting at once meet.
CREATE UNIQUE INDEX posts_one_review_per_profile ON posts (product_code, profile_id) WHERE kind = 'review';
-- The product page's lists, each page a range of one of these (cursor paging stays flat).
CREATE INDEX posts_product_newest ON posts (product_code, kind, created_at DESC, post_id DESC) WHERE hidden_at IS NULL;
CREATE INDEX posts_product_helpful ON posts (product_code, kind, helpful_count DESC, created_at DESC, post_id DESC) WHERE hidden_at IS NULL;
CREATE INDEX posts_product_stars ON posts (product_code, kind, stars, created_at DESC, post_id DESC) WHERE hidden_at IS NULL;

CREATE TABLE comments (
  comment_id uuid PRIMARY KEY,
  post_id    uuid NOT NULL REFERENCES posts ON DELETE CASCADE,
  profile_id uuid NOT NULL REFERENCES profiles,
  body       text NOT NULL,
  hidden_at  timestamptz,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX comments_post_oldest ON comments (post_id, created_at, comment_id) WHERE hidden_at IS NULL;

-- A member's "helpful" on a post: at most one each. posts.helpful_count counts them (plus an imported review's own).
CREATE TABLE post_reactions (
  post_id    uuid NOT NULL REFERENCES posts ON DELETE CASCADE,
  member_id  text NOT NULL,
  type       text NOT NULL CHECK (type IN ('helpful')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, member_id, type)
);

-- What the catalog shows and ranks by: each product's visible reviews, counted when they change, versioned, and sent
-- (POST /internal/review-summaries) until the catalog has the newest version.
CREATE SEQUENCE review_summary_versions;
CREATE TABLE review_summaries (
  product_code      text PRIMARY KEY,
  review_count      int NOT NULL CHECK (review_count >= 0),
  rating_tenths     smallint CHECK (rating_tenths BETWEEN 10 AND 50),
  version           bigint NOT NULL,
  published_version bigint NOT NULL DEFAULT 0,
  CHECK ((rating_tenths IS NULL) = (review_count = 0))
);
CREATE INDEX review_summaries_unpublished ON review_summaries (product_code) WHERE version > published_version;
