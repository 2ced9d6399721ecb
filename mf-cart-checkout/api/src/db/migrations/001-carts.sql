-- A cart per owner and market. Lines keep codes and quantities only: names and prices come fresh from the
-- catalog on every read, so nothing here can go stale.
CREATE TABLE carts (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_kind text NOT NULL CHECK (owner_kind IN ('visitor', 'member')),
  owner_id   text NOT NULL CHECK (length(owner_id) BETWEEN 1 AND 200),
  market     text NOT NULL CHECK (market IN ('SE', 'NO', 'FI', 'DK', 'PL', 'AT', 'DE', 'NL')),
  currency   text NOT NULL CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR', 'PLN')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_kind, owner_id, market)
);

CREATE TABLE cart_lines (
  cart_id  uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  code     text NOT NULL CHECK (code ~ '^[0-9]{6}$'),
  quantity int NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cart_id, code)
);
