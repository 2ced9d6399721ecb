-- A member is told of a comment on, or a like of, their look or their picture of a product (team Social's events).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('order-shipped', 'back-in-stock', 'price-drop', 'welcome', 'social-answer', 'social-comment', 'social-helpful', 'social-follow',
                  'social-look-comment', 'social-look-like', 'social-picture-comment', 'social-picture-like'));
