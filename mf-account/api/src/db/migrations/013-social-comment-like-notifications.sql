-- A member is told when someone likes their comment (team Social's comment likes).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('order-shipped', 'back-in-stock', 'price-drop', 'welcome', 'social-answer', 'social-comment', 'social-helpful', 'social-follow',
                  'social-look-comment', 'social-look-like', 'social-picture-comment', 'social-picture-like', 'social-mention', 'social-comment-mention',
                  'social-comment-reply', 'social-message-invitation', 'social-direct-message', 'social-comment-like'));
