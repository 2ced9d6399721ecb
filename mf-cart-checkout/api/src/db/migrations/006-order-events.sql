-- Orders go on after they are placed: shipped, then delivered. Every change a member should hear of is written as an
-- order event in the transaction that makes it (an outbox); the order-event publisher sends them to team Account.

ALTER TABLE orders
  ADD COLUMN shipped_at timestamptz,
  ADD COLUMN delivered_at timestamptz;

-- The CHECKs of 004 that know only three statuses were left to PostgreSQL to name, so they are found by the columns
-- they check (status alone; status with placed_at) rather than by a name a server might spell otherwise. Exactly
-- two must go: anything else means the table is not what this migration expects, and it stops.
DO $$
DECLARE
  status_column smallint := (SELECT attnum FROM pg_attribute WHERE attrelid = 'orders'::regclass AND attname = 'status');
  placed_column smallint := (SELECT attnum FROM pg_attribute WHERE attrelid = 'orders'::regclass AND attname = 'placed_at');
  found_name text;
  dropped int := 0;
BEGIN
  FOR found_name IN
    SELECT conname FROM pg_constraint
    WHERE conrelid = 'orders'::regclass AND contype = 'c'
      AND conkey @> ARRAY[status_column] AND conkey <@ ARRAY[status_column, placed_column]
  LOOP
    EXECUTE format('ALTER TABLE orders DROP CONSTRAINT %I', found_name);
    dropped := dropped + 1;
  END LOOP;
  IF dropped <> 2 THEN
    RAISE EXCEPTION 'expected the two status checks of orders, found %', dropped;
  END IF;
END $$;

ALTER TABLE orders
  ADD CONSTRAINT orders_status_known CHECK (status IN ('awaitingPayment', 'placed', 'shipped', 'delivered', 'cancelled')),
  ADD CONSTRAINT orders_placed_at_once_placed CHECK (status NOT IN ('placed', 'shipped', 'delivered') OR placed_at IS NOT NULL),
  ADD CONSTRAINT orders_not_placed_while_awaiting_payment CHECK (status <> 'awaitingPayment' OR placed_at IS NULL),
  ADD CONSTRAINT orders_shipped_at_once_shipped CHECK (status NOT IN ('shipped', 'delivered') OR shipped_at IS NOT NULL),
  ADD CONSTRAINT orders_delivered_at_once_delivered CHECK (status <> 'delivered' OR delivered_at IS NOT NULL);

-- The outbox. `position` keeps the order events were written in; published_at is set once team Account took one.
-- Events outlive nothing: orders are never deleted, and an event must never be lost with one.
CREATE TABLE order_events (
  id           uuid PRIMARY KEY,
  position     bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  order_id     uuid NOT NULL REFERENCES orders (id),
  kind         text NOT NULL CHECK (kind IN ('placed', 'shipped', 'delivered', 'cancelled')),
  payload      jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
  created_at   timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);

-- What the publisher looks for every second: only the events still to send are in the index.
CREATE INDEX order_events_unpublished ON order_events (position) WHERE published_at IS NULL;
CREATE INDEX order_events_by_order ON order_events (order_id);
