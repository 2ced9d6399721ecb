-- A registration is a member whose e-mail address is not confirmed yet: nobody logs in to it until the link mailed to
-- the address is opened. Members from before, the demo members and anything inserted without saying are confirmed;
-- a registration inserts NULL.
ALTER TABLE members ADD COLUMN email_confirmed_at timestamptz DEFAULT now();
-- When the owner of an address was last told that someone tried to register with it (once an hour at most).
ALTER TABLE members ADD COLUMN registration_notice_at timestamptz;

-- The links that confirm a registration, known by their HMAC under a key derived for them. Registering again voids
-- the earlier links (used_at), which stay to count the mails of the last hour.
CREATE TABLE registration_confirmations (
  token_hash text PRIMARY KEY,
  member_id  uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX registration_confirmations_member ON registration_confirmations (member_id, created_at DESC);

-- Registrations per browser address, for throttling: the answer no longer tells a taken address from a free one.
CREATE TABLE registration_attempts (
  id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  address text NOT NULL,
  at      timestamptz NOT NULL
);
CREATE INDEX registration_attempts_address ON registration_attempts (address, at);
