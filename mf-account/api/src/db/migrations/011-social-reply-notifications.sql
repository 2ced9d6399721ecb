-- A member is told when someone replies to their comment (team Social's reply events).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('order-shipped', 'back-in-stock', 'price-drop', 'welcome', 'social-answer', 'social-comment', 'social-helpful', 'social-follow',
                  'social-look-comment', 'social-look-like', 'social-picture-comment', 'social-picture-like', 'social-mention', 'social-comment-mention',
                  'social-comment-reply'));
