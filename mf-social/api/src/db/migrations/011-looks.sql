-- Team Social: looks: a member's picture of a make-up or a routine, its text, and the products it was made
-- with, chosen in a picker (at most maximumProductsInLook, checked by the server). The post's product_code is the
-- first of them: what the look is "about" in every list that names one product.
ALTER TABLE posts DROP CONSTRAINT posts_kind_check;
ALTER TABLE posts ADD CONSTRAINT posts_kind_check CHECK (kind IN ('review', 'question', 'userImagePost', 'look'));
ALTER TABLE posts DROP CONSTRAINT posts_image_of_image_posts;
ALTER TABLE posts ADD CONSTRAINT posts_image_of_picture_posts CHECK ((kind IN ('userImagePost', 'look')) = (image_id IS NOT NULL));

CREATE TABLE look_products (
  post_id      uuid NOT NULL REFERENCES posts ON DELETE CASCADE,
  position     smallint NOT NULL CHECK (position >= 0),
  product_code text NOT NULL,
  -- The look's own, so that each product page's looks are one range of an index, newest first (paging stays flat).
  created_at   timestamptz(3) NOT NULL,
  PRIMARY KEY (post_id, position),
  UNIQUE (post_id, product_code)
);
CREATE INDEX look_products_product_newest ON look_products (product_code, created_at DESC, post_id DESC);
