-- A member is told of a new follower (team Social's follow event) in their notification list.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('order-shipped', 'back-in-stock', 'price-drop', 'welcome', 'social-answer', 'social-comment', 'social-helpful', 'social-follow'));
