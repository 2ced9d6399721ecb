-- Members (the shop's customers with an account, administrators among them) and their login sessions.
CREATE SEQUENCE member_numbers START 10000001;

CREATE TABLE members (
  id                     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored trimmed and lower-cased: one account per address whatever its case.
  email                  text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  password_hash          text NOT NULL,
  member_number          text NOT NULL UNIQUE DEFAULT nextval('member_numbers')::text,
  first_name             text NOT NULL DEFAULT '' CHECK (length(first_name) <= 100),
  last_name              text NOT NULL DEFAULT '' CHECK (length(last_name) <= 100),
  phone_number           text NOT NULL DEFAULT '' CHECK (length(phone_number) <= 30),
  birth_date             date CHECK (birth_date >= DATE '1900-01-01'),
  email_subscription     boolean NOT NULL DEFAULT false,
  text_subscription      boolean NOT NULL DEFAULT false,
  -- Null for a customer who never joined the club (an imported one): a password reset asks them to accept the terms.
  club_terms_accepted_at timestamptz,
  roles                  text[] NOT NULL DEFAULT '{}' CHECK (roles <@ ARRAY['admin']::text[]),
  market                 text NOT NULL CHECK (market IN ('SE', 'NO', 'FI', 'DK', 'PL', 'AT', 'DE', 'NL')),
  culture                text NOT NULL,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now()
);

-- A session is known by the SHA-256 of its cookie token only: a copy of this table logs nobody in.
CREATE TABLE sessions (
  id                     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash             text NOT NULL UNIQUE,
  member_id              uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- While an administrator (member_id) acts as a customer: that customer.
  impersonated_member_id uuid REFERENCES members (id) ON DELETE CASCADE,
  created_at             timestamptz NOT NULL DEFAULT now(),
  last_seen_at           timestamptz NOT NULL DEFAULT now(),
  expires_at             timestamptz NOT NULL,
  CHECK (impersonated_member_id IS NULL OR impersonated_member_id <> member_id)
);
CREATE INDEX sessions_member ON sessions (member_id);
