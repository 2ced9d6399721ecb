-- An account whose logins are under attack: its owner is mailed a link (once per throttle window) that lets the next
-- login with the right password on the browser that opened it skip the challenge. Both the link's token and the
-- browser's cookie are known here by their HMAC under a key derived for unlock links: a copy of this table opens
-- nothing and recognises no link.
CREATE TABLE login_unlocks (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id          uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  link_hash          text NOT NULL UNIQUE,
  created_at         timestamptz NOT NULL,
  link_expires_at    timestamptz NOT NULL,
  -- Set when the link was opened (once): the browser that opened it got the cookie whose HMAC this is.
  opened_at          timestamptz,
  browser_hash       text UNIQUE,
  browser_expires_at timestamptz,
  -- Wrong passwords tried with the cookie: a few are the owner's typos, more void it.
  failures           integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  used_at            timestamptz,
  CHECK ((opened_at IS NULL) = (browser_hash IS NULL) AND (browser_hash IS NULL) = (browser_expires_at IS NULL))
);
CREATE INDEX login_unlocks_member ON login_unlocks (member_id, created_at DESC);
