-- A member's lists (wish list, monitored products), their notifications and where those come from, and the
-- newsletter subscribers who are not members.

-- Codes only: names, images and prices are team Catalog's and asked for when the list is shown.
CREATE TABLE wish_list_items (
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code      text NOT NULL CHECK (code ~ '^[0-9]{6}$'),
  added_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, code)
);
-- The product watcher reads every code on a wish list.
CREATE INDEX wish_list_items_code ON wish_list_items (code);

-- "Tell me when it is back": per market, since stock and prices are per market.
CREATE TABLE monitored_products (
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code      text NOT NULL CHECK (code ~ '^[0-9]{6}$'),
  market    text NOT NULL CHECK (market IN ('SE', 'NO', 'FI', 'DK', 'PL', 'AT', 'DE', 'NL')),
  since     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, code, market)
);
CREATE INDEX monitored_products_code ON monitored_products (code, market);

CREATE TABLE notifications (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id   uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('order-shipped', 'back-in-stock', 'price-drop', 'welcome')),
  state       text NOT NULL DEFAULT 'unread' CHECK (state IN ('unread', 'viewed', 'clicked')),
  target_url  text NOT NULL CHECK (target_url LIKE '/%'),
  image       jsonb,
  overlay     jsonb,
  text        jsonb NOT NULL,
  -- The moment of writing, not of the transaction's start: the `since` poll compares against it.
  created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- What the notification is about (an order shipped, one price drop…): the same event never notifies twice.
  dedupe_key  text NOT NULL CHECK (length(dedupe_key) BETWEEN 1 AND 200),
  UNIQUE (member_id, dedupe_key)
);
-- Newest first, with the id as tie-breaker (the `before` cursor of the list).
CREATE INDEX notifications_newest ON notifications (member_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread ON notifications (member_id) WHERE state = 'unread';

-- Notification blocks (content blocks) a member or a visitor closed.
CREATE TABLE dismissed_notification_blocks (
  member_id    uuid REFERENCES members (id) ON DELETE CASCADE,
  visitor_id   text CHECK (length(visitor_id) <= 100),
  identifier   text NOT NULL CHECK (length(identifier) BETWEEN 1 AND 200),
  dismissed_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((member_id IS NULL) <> (visitor_id IS NULL))
);
CREATE UNIQUE INDEX dismissed_notification_blocks_member ON dismissed_notification_blocks (member_id, identifier) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX dismissed_notification_blocks_visitor ON dismissed_notification_blocks (visitor_id, identifier) WHERE visitor_id IS NOT NULL;

-- Order events from team Checkout, each handled once however often it is delivered.
CREATE TABLE processed_order_events (
  event_id     text PRIMARY KEY CHECK (length(event_id) BETWEEN 1 AND 100),
  kind         text NOT NULL,
  order_number text NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now()
);

-- The product watcher's memory: the last price (minor units; null when not sold in the market) and buyability it
-- saw per code and market. `changed_at` names the last change, so one price drop notifies each member once.
CREATE TABLE product_observations (
  code       text NOT NULL CHECK (code ~ '^[0-9]{6}$'),
  market     text NOT NULL CHECK (market IN ('SE', 'NO', 'FI', 'DK', 'PL', 'AT', 'DE', 'NL')),
  price      integer CHECK (price >= 0),
  currency   text CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR', 'PLN')),
  is_buyable boolean NOT NULL,
  seen_at    timestamptz NOT NULL,
  changed_at timestamptz NOT NULL,
  PRIMARY KEY (code, market),
  CHECK ((price IS NULL) = (currency IS NULL))
);

-- Visitors who signed up for the newsletter in the footer (members' choices are on `members`). Double opt-in:
-- nothing is sent to an address until its owner opened the confirmation link.
CREATE TABLE newsletter_subscribers (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email              text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  phone_number       text NOT NULL DEFAULT '' CHECK (length(phone_number) <= 30),
  email_opt_in       boolean NOT NULL DEFAULT false,
  sms_opt_in         boolean NOT NULL DEFAULT false,
  market             text NOT NULL CHECK (market IN ('SE', 'NO', 'FI', 'DK', 'PL', 'AT', 'DE', 'NL')),
  culture            text NOT NULL,
  -- SHA-256 hex of the token in the confirmation link: a copy of this table confirms nobody.
  confirm_token_hash text UNIQUE,
  confirm_sent_at    timestamptz,
  confirmed_at       timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
