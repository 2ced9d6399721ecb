-- Team Social: a member changes the words of their comment or reply; when they last did is shown beside it.
ALTER TABLE comments ADD COLUMN edited_at timestamptz(3);
