-- Team Social: moderators take down pictures that are no posts: a story (hidden for everyone, kept for the record) and
-- a profile's own or cover picture (taken off the profile). Each action is kept with who took it, as for posts.
ALTER TABLE stories ADD COLUMN hidden_at timestamptz;
ALTER TABLE moderation_actions ADD COLUMN story_id uuid REFERENCES stories ON DELETE CASCADE;
ALTER TABLE moderation_actions ADD COLUMN profile_id uuid REFERENCES profiles ON DELETE CASCADE;
ALTER TABLE moderation_actions DROP CONSTRAINT moderation_actions_action_check;
ALTER TABLE moderation_actions ADD CONSTRAINT moderation_actions_action_check
  CHECK (action IN ('allow-post', 'hide-post', 'hide-post-from-feed', 'allow-comment', 'hide-comment', 'hide-story',
                    'remove-profile-picture', 'remove-cover-picture'));
ALTER TABLE moderation_actions DROP CONSTRAINT moderation_actions_check;
ALTER TABLE moderation_actions ADD CONSTRAINT moderation_actions_subject_check
  CHECK (num_nonnulls(post_id, comment_id, story_id, profile_id) = 1);
