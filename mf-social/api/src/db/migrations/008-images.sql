-- Team Social: pictures members upload (their profile and cover images), kept as the platform's image pipeline leaves
-- them (WebP, upright, without metadata, at most 2,880 px a side) and served at the shop's named widths
-- (/images/social/{imageId}). A picture belongs to the profile that uploaded it; only that profile may use it.
CREATE TABLE images (
  image_id   uuid PRIMARY KEY,
  profile_id uuid NOT NULL REFERENCES profiles ON DELETE CASCADE,
  width      int NOT NULL CHECK (width > 0),
  height     int NOT NULL CHECK (height > 0),
  content    bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A member's uploads within the posting window (posting-limits.ts), and their unused ones to clear.
CREATE INDEX images_of_profile ON images (profile_id, created_at);

ALTER TABLE profiles
  ADD COLUMN profile_image_id uuid REFERENCES images ON DELETE SET NULL,
  ADD COLUMN cover_image_id uuid REFERENCES images ON DELETE SET NULL;
