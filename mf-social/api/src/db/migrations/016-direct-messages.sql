-- Team Social: direct messages. Two profiles write to each other in one conversation, which begins as an invitation
-- with a first message; the invitee accepts it (or answers it) or declines it.
CREATE TABLE conversations (
  conversation_id uuid PRIMARY KEY,
  invited_by      uuid NOT NULL REFERENCES profiles ON DELETE CASCADE,
  invitee         uuid NOT NULL REFERENCES profiles ON DELETE CASCADE,
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  accepted_at     timestamptz(3),
  declined_at     timestamptz(3),
  CHECK (invited_by <> invitee),
  CHECK (accepted_at IS NULL OR declined_at IS NULL)
);
-- Two profiles have one conversation, whoever invited whom.
CREATE UNIQUE INDEX conversations_pair ON conversations (least(invited_by, invitee), greatest(invited_by, invitee));
-- Counted by the posting limits: the invitations a profile sent lately.
CREATE INDEX conversations_invited_by ON conversations (invited_by, created_at);

-- Each side of a conversation as its reader sees it: the lists, newest message first, and what is unread.
CREATE TABLE conversation_sides (
  conversation_id  uuid NOT NULL REFERENCES conversations ON DELETE CASCADE,
  profile_id       uuid NOT NULL REFERENCES profiles ON DELETE CASCADE,
  other_profile_id uuid NOT NULL REFERENCES profiles ON DELETE CASCADE,
  last_message_at  timestamptz(3) NOT NULL,
  unread_count     int NOT NULL DEFAULT 0 CHECK (unread_count >= 0),
  PRIMARY KEY (conversation_id, profile_id)
);
CREATE INDEX conversation_sides_newest ON conversation_sides (profile_id, last_message_at DESC, conversation_id DESC);

CREATE TABLE direct_messages (
  message_id      uuid PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES conversations ON DELETE CASCADE,
  profile_id      uuid NOT NULL REFERENCES profiles ON DELETE CASCADE,
  text            text NOT NULL,
  -- Milliseconds, as a list's cursor carries them; the clock's own, so two messages of one transaction differ.
  created_at      timestamptz(3) NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX direct_messages_newest ON direct_messages (conversation_id, created_at DESC, message_id DESC);
-- Counted by the posting limits: the messages a profile wrote lately.
CREATE INDEX direct_messages_writer ON direct_messages (profile_id, created_at);

-- A member is told of an invitation, and of a message when they had none unread there: about a conversation, no product.
ALTER TABLE notification_events ADD COLUMN conversation_id uuid REFERENCES conversations ON DELETE CASCADE;
ALTER TABLE notification_events DROP CONSTRAINT notification_events_check;
ALTER TABLE notification_events DROP CONSTRAINT notification_events_kind_check;
ALTER TABLE notification_events ADD CONSTRAINT notification_events_kind_check
  CHECK (kind IN ('answer', 'comment', 'helpful', 'follow', 'look-comment', 'look-like', 'picture-comment', 'picture-like',
                  'mention', 'comment-mention', 'comment-reply', 'message-invitation', 'direct-message'));
ALTER TABLE notification_events ADD CONSTRAINT notification_events_about_check
  CHECK (CASE WHEN kind IN ('message-invitation', 'direct-message') THEN conversation_id IS NOT NULL AND product_code IS NULL
              WHEN kind = 'follow' THEN conversation_id IS NULL AND product_code IS NULL
              ELSE conversation_id IS NULL AND product_code IS NOT NULL END);
