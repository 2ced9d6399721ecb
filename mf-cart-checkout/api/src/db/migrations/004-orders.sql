-- Checkout and orders. An order exists whole or not at all: it is written in one transaction with its lines,
-- its stock decrements, its coupon and gift-card redemptions and its payment rows, and only ever moves from
-- awaitingPayment to placed or to cancelled.

-- One purchase at a time per cart: complete-purchase claims the cart for a short while (spec 01 §4.3).
ALTER TABLE carts ADD COLUMN purchase_claimed_until timestamptz;

-- The checkout form as the shopper has filled it in so far, and the last validation result shown to them.
CREATE TABLE checkout_forms (
  cart_id         uuid PRIMARY KEY REFERENCES carts (id) ON DELETE CASCADE,
  form            jsonb NOT NULL CHECK (jsonb_typeof(form) = 'object'),
  last_validation jsonb CHECK (last_validation IS NULL OR jsonb_typeof(last_validation) = 'object'),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- The online warehouse's sellable stock, seeded from the catalog's count the first time a code is sold.
CREATE TABLE online_stock (
  code      text PRIMARY KEY CHECK (code ~ '^[0-9]{6}$'),
  available int NOT NULL CHECK (available >= 0),
  seeded_at timestamptz NOT NULL DEFAULT now()
);

-- Order numbers: the market and eight digits ('SE10000001'), from one sequence for all markets.
CREATE SEQUENCE order_numbers START WITH 10000001 MAXVALUE 99999999 NO CYCLE;

CREATE TABLE orders (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_number       text NOT NULL UNIQUE CHECK (order_number ~ '^(SE|NO|FI|DK|PL|AT|DE|NL)[0-9]{8}$'),
  -- The cart it came from; a placed order outlives its cart.
  cart_id            uuid REFERENCES carts (id) ON DELETE SET NULL,
  owner_kind         text NOT NULL CHECK (owner_kind IN ('visitor', 'member')),
  owner_id           text NOT NULL CHECK (length(owner_id) BETWEEN 1 AND 200),
  market             text NOT NULL CHECK (market IN ('SE', 'NO', 'FI', 'DK', 'PL', 'AT', 'DE', 'NL')),
  currency           text NOT NULL CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR', 'PLN')),
  culture            text NOT NULL,
  status             text NOT NULL DEFAULT 'awaitingPayment' CHECK (status IN ('awaitingPayment', 'placed', 'cancelled')),
  email              text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  shipping_method    text NOT NULL CHECK (shipping_method IN ('home', 'deliveryPoint', 'store')),
  delivery_point     jsonb,
  delivery_address   jsonb NOT NULL,
  billing_address    jsonb NOT NULL,
  phone_number       text NOT NULL,
  gift_wrap_greeting text CHECK (length(gift_wrap_greeting) <= 200),
  coupon_codes       text[] NOT NULL DEFAULT '{}',
  -- The summary in minor units of `currency`, as the shopper saw it when they completed the purchase.
  goods              int NOT NULL CHECK (goods >= 0),
  order_discount     int NOT NULL CHECK (order_discount >= 0),
  shipping           int NOT NULL CHECK (shipping >= 0),
  express_handling   int NOT NULL CHECK (express_handling >= 0),
  gift_wrap          int NOT NULL CHECK (gift_wrap >= 0),
  gift_cards         int NOT NULL CHECK (gift_cards >= 0),
  to_pay             int NOT NULL CHECK (to_pay >= 0),
  total              int NOT NULL CHECK (total >= 0),
  loyalty_points     int NOT NULL CHECK (loyalty_points >= 0),
  created_at         timestamptz NOT NULL DEFAULT now(),
  placed_at          timestamptz,
  cancelled_at       timestamptz,
  cancel_reason      text,
  CHECK (total = goods - order_discount + shipping + express_handling + gift_wrap),
  CHECK (to_pay = total - gift_cards),
  CHECK ((shipping_method = 'deliveryPoint') = (delivery_point IS NOT NULL)),
  CHECK ((status = 'placed') = (placed_at IS NOT NULL)),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL AND cancel_reason IS NOT NULL))
);

-- One live order per cart: a second attempt on the same cart must first cancel the one awaiting payment.
CREATE UNIQUE INDEX orders_one_awaiting_payment_per_cart ON orders (cart_id) WHERE status = 'awaitingPayment';
CREATE INDEX orders_awaiting_payment_by_age ON orders (created_at) WHERE status = 'awaitingPayment';
CREATE INDEX orders_by_owner ON orders (owner_kind, owner_id, created_at);

-- The lines as paid: a snapshot of the cart line (names, images, prices) plus what stock it took.
CREATE TABLE order_lines (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position int NOT NULL CHECK (position >= 0),
  code     text NOT NULL CHECK (code ~ '^[0-9]{6}$'),
  quantity int NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  amount   int NOT NULL CHECK (amount >= 0),
  is_gift  boolean NOT NULL,
  line     jsonb NOT NULL CHECK (jsonb_typeof(line) = 'object'),
  PRIMARY KEY (order_id, position),
  CHECK (NOT is_gift OR amount = 0)
);

-- How an order is paid: gift cards first, the rest by card or invoice. A card payment gets its provider
-- reference once the provider has answered.
CREATE TABLE order_payments (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id      uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  method        text NOT NULL CHECK (method IN ('card', 'invoice', 'giftCard')),
  amount        int NOT NULL CHECK (amount > 0),
  currency      text NOT NULL CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR', 'PLN')),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'authorized', 'refused', 'cancelled')),
  description   text NOT NULL DEFAULT '',
  psp_reference text UNIQUE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (method = 'card' OR psp_reference IS NULL)
);

-- At most one card or invoice payment per order.
CREATE UNIQUE INDEX order_payments_one_external_per_order ON order_payments (order_id) WHERE method IN ('card', 'invoice');
CREATE INDEX order_payments_by_order ON order_payments (order_id);
