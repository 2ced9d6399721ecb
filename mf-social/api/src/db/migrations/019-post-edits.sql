-- Team Social: a member changes their post (a review's stars and words, a question's, a picture's or a look's text);
-- when they last did is shown beside it.
ALTER TABLE posts ADD COLUMN edited_at timestamptz(3);
