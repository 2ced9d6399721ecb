-- What members are told of through team Account's notifications (an answer to their question, a comment on or a
-- helpful mark of their review): written in the transaction of what caused it, sent until Account has taken it.
CREATE TABLE notification_events (
  -- The event's key, also Account's dedupe key: 'comment:<commentId>', 'helpful:<postId>:<memberId>'.
  event_key           text PRIMARY KEY,
  kind                text NOT NULL CHECK (kind IN ('answer', 'comment', 'helpful')),
  recipient_member_id text NOT NULL,
  -- Who answered or commented; null for a helpful mark, which names nobody.
  actor_profile_id    uuid REFERENCES profiles,
  product_code        text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  delivered_at        timestamptz
);
CREATE INDEX notification_events_undelivered ON notification_events (created_at, event_key) WHERE delivered_at IS NULL;
