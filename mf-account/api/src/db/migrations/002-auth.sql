-- Logging in safely: throttling, the second-stage challenge, password resets, the mail outbox and the record of what
-- administrators did while acting as a customer.

-- Every password check, for throttling per account (e-mail as typed, also unknown ones) and per browser address.
CREATE TABLE login_attempts (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email     text NOT NULL CHECK (length(email) <= 254),
  address   text NOT NULL DEFAULT '',
  succeeded boolean NOT NULL,
  at        timestamptz NOT NULL
);
CREATE INDEX login_attempts_email ON login_attempts (email, at);
CREATE INDEX login_attempts_address ON login_attempts (address, at);
CREATE INDEX login_attempts_at ON login_attempts (at);

-- A solved proof-of-work challenge counts once: its salt is kept here until the challenge would have expired anyway.
CREATE TABLE used_challenges (
  salt       text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX used_challenges_expiry ON used_challenges (expires_at);

-- Requests for a reset link, for throttling per e-mail and per address (unknown e-mails too: the answer is the same).
CREATE TABLE password_reset_requests (
  id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email   text NOT NULL CHECK (length(email) <= 254),
  address text NOT NULL DEFAULT '',
  at      timestamptz NOT NULL
);
CREATE INDEX password_reset_requests_email ON password_reset_requests (email, at);
CREATE INDEX password_reset_requests_address ON password_reset_requests (address, at);

-- A reset link's token is known by its SHA-256 only, like a session's; it works once, for an hour.
CREATE TABLE password_reset_tokens (
  token_hash         text PRIMARY KEY,
  member_id          uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- The customer accepted the club terms when asking for the link (one who never joined the club).
  accepts_club_terms boolean NOT NULL DEFAULT false,
  created_at         timestamptz NOT NULL,
  expires_at         timestamptz NOT NULL,
  used_at            timestamptz
);
CREATE INDEX password_reset_tokens_member ON password_reset_tokens (member_id);

-- Mail waits here until the mail sender delivered it (or, without SMTP, for the mail viewer).
CREATE TABLE mail_outbox (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "to"            text NOT NULL CHECK (length("to") BETWEEN 3 AND 254),
  subject         text NOT NULL,
  text            text NOT NULL,
  html            text NOT NULL,
  kind            text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz,
  attempts        integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error      text,
  next_attempt_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX mail_outbox_created ON mail_outbox (created_at DESC);

-- What an administrator did while acting as a customer. No foreign keys: the record outlives deleted accounts.
CREATE TABLE impersonation_actions (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  impersonator_id uuid NOT NULL,
  member_id       uuid NOT NULL,
  method          text NOT NULL CHECK (length(method) <= 10),
  path            text NOT NULL CHECK (length(path) <= 2000),
  status          integer NOT NULL,
  at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX impersonation_actions_member ON impersonation_actions (member_id, at DESC);
