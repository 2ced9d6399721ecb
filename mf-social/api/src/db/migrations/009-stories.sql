-- Team Social: stories, a member's pictures that show for a day (stories.ts's storyHours) at the top of their
-- followers' feeds and on their profile, each with a description of what it shows for who cannot see it.
CREATE TABLE stories (
  story_id    uuid PRIMARY KEY,
  profile_id  uuid NOT NULL REFERENCES profiles,
  image_id    uuid NOT NULL REFERENCES images,
  description text NOT NULL DEFAULT '',
  -- Milliseconds, as a browser's cursor carries them.
  created_at  timestamptz(3) NOT NULL DEFAULT now()
);
-- A profile's stories of the day, and the profiles a feed shows stories of (followed ones with a story in the day).
CREATE INDEX stories_of_profile ON stories (profile_id, created_at DESC);
