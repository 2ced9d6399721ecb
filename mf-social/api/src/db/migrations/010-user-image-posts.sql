-- Team Social: a member's picture of a product (a user image post, the product page's "customer pictures"): one of
-- their uploads, with what it shows in words (the post's text, the picture's alternative text).
ALTER TABLE posts DROP CONSTRAINT posts_kind_check;
ALTER TABLE posts ADD CONSTRAINT posts_kind_check CHECK (kind IN ('review', 'question', 'userImagePost'));
ALTER TABLE posts ADD COLUMN image_id uuid REFERENCES images;
ALTER TABLE posts ADD CONSTRAINT posts_image_of_image_posts CHECK ((kind = 'userImagePost') = (image_id IS NOT NULL));
