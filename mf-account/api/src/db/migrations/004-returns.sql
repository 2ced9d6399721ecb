-- Returns and complaints a member sends about an order of theirs (the orders themselves are team Checkout's).
CREATE TABLE order_returns (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id    uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  order_number text NOT NULL CHECK (order_number ~ '^(SE|NO|FI|DK|PL|AT|DE|NL)[0-9]{8}$'),
  kind         text NOT NULL CHECK (kind IN ('return', 'complaint')),
  -- The member's own words, shown back as text only.
  comment      text NOT NULL DEFAULT '' CHECK (length(comment) <= 1000),
  status       text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'approved', 'rejected')),
  created_at   timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX order_returns_by_order ON order_returns (member_id, order_number, created_at);

CREATE TABLE order_return_lines (
  return_id uuid NOT NULL REFERENCES order_returns (id) ON DELETE CASCADE,
  code      text NOT NULL CHECK (code ~ '^[0-9]{6}$'),
  quantity  int NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  reason_id text NOT NULL CHECK (reason_id ~ '^[a-z-]{1,40}$'),
  PRIMARY KEY (return_id, code)
);

-- One row per member and order that ever had a request. A submission locks it first (FOR UPDATE), so two at once
-- are counted one after the other and can never together send back more than was bought.
CREATE TABLE order_return_locks (
  member_id    uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  order_number text NOT NULL,
  PRIMARY KEY (member_id, order_number)
);
