-- Payment: the built-in test payment provider's own tables (in real life another site's; prefixed test_provider_),
-- and gift cards.

-- A card as the test provider tokenized it: never the full number, never the CVC.
CREATE TABLE test_provider_card_tokens (
  token        text PRIMARY KEY CHECK (token ~ '^tok_[A-Za-z0-9_-]{32}$'),
  brand        text NOT NULL CHECK (brand IN ('visa', 'mastercard', 'amex')),
  last4        text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  behaviour    text NOT NULL CHECK (behaviour IN ('authorize', 'decline', 'insufficientFunds', 'challenge', 'redirect')),
  expiry_month int NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year  int NOT NULL CHECK (expiry_year BETWEEN 2000 AND 2199),
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- One payment per order number (authorize is idempotent per order). A pending payment waits for a challenge code
-- or for the shopper's answer on the hosted bank page; the bank's answer comes back as an unguessable redirect_result.
CREATE TABLE test_provider_payments (
  psp_reference     text PRIMARY KEY CHECK (psp_reference ~ '^[0-9A-Z]{16}$'),
  order_number      text NOT NULL UNIQUE CHECK (length(order_number) BETWEEN 1 AND 100),
  token             text NOT NULL CHECK (length(token) <= 200),
  card_last4        text CHECK (card_last4 ~ '^[0-9]{4}$'),
  amount            int NOT NULL CHECK (amount > 0),
  currency          text NOT NULL CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR', 'PLN')),
  return_url        text NOT NULL CHECK (length(return_url) BETWEEN 1 AND 2000),
  shopper_reference text NOT NULL CHECK (length(shopper_reference) BETWEEN 1 AND 200),
  status            text NOT NULL CHECK (status IN ('pending', 'authorized', 'refused', 'cancelled')),
  action            text CHECK (action IN ('challenge', 'redirect')),
  refusal_code      text CHECK (refusal_code IN ('declined', 'insufficientFunds', 'challengeFailed', 'expiredCard', 'unknownToken')),
  bank_decision     text CHECK (bank_decision IN ('approved', 'declined')),
  redirect_result   text UNIQUE CHECK (length(redirect_result) >= 40),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'refused') = (refusal_code IS NOT NULL)),
  CHECK (status <> 'pending' OR action IS NOT NULL),
  CHECK ((bank_decision IS NULL) = (redirect_result IS NULL)),
  CHECK (bank_decision IS NULL OR action = 'redirect')
);

-- Gift cards: the balance can never go below zero, whatever runs at once.
CREATE TABLE gift_cards (
  code       text PRIMARY KEY CHECK (code ~ '^[A-Z0-9-]{4,40}$'),
  balance    int NOT NULL CHECK (balance >= 0),
  currency   text NOT NULL CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR', 'PLN')),
  expires_at timestamptz NOT NULL,
  disabled   boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What an order took from a gift card; released (given back) when the order is cancelled. Once per card and order.
CREATE TABLE gift_card_redemptions (
  code        text NOT NULL REFERENCES gift_cards (code),
  order_id    uuid NOT NULL,
  amount      int NOT NULL CHECK (amount > 0),
  currency    text NOT NULL CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR', 'PLN')),
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz,
  PRIMARY KEY (code, order_id)
);
CREATE INDEX gift_card_redemptions_by_order ON gift_card_redemptions (order_id);

-- Gift card lookups per shopper, limited against guessing (generic cell rate: the time from which the next lookup
-- is free; a lookup is allowed while that time stays within a minute from now).
CREATE TABLE gift_card_lookup_limits (
  shopper_key text PRIMARY KEY CHECK (length(shopper_key) BETWEEN 1 AND 250),
  free_at     timestamptz NOT NULL
);
CREATE INDEX gift_card_lookup_limits_by_free_at ON gift_card_lookup_limits (free_at);

-- Demo gift cards, one for each case a shopper can meet.
INSERT INTO gift_cards (code, balance, currency, expires_at) VALUES
  ('GIFT-500-SEK', 50000, 'SEK', '2099-12-31T23:59:59Z'),
  ('GIFT-2000-SEK', 200000, 'SEK', '2099-12-31T23:59:59Z'),
  ('GIFT-50-EUR', 5000, 'EUR', '2099-12-31T23:59:59Z'),
  ('GIFT-EMPTY', 0, 'SEK', '2099-12-31T23:59:59Z'),
  ('GIFT-EXPIRED', 50000, 'SEK', '2020-12-31T23:59:59Z')
ON CONFLICT (code) DO NOTHING;
