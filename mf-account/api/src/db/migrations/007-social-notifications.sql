-- Team Social's notifications (an answer to a member's question, a comment on or a helpful mark of their review) join
-- the member's notification list.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('order-shipped', 'back-in-stock', 'price-drop', 'welcome', 'social-answer', 'social-comment', 'social-helpful'));
