-- Physical stores, their opening hours and what each has on its shelves (team Explore).

CREATE TABLE stores (
  id          text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  market      text NOT NULL CHECK (market IN ('SE', 'NO', 'FI', 'DK', 'PL', 'AT', 'DE', 'NL')),
  name        text NOT NULL,
  street      text NOT NULL,
  postal_code text NOT NULL,
  city        text NOT NULL,
  lat         double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lon         double precision NOT NULL CHECK (lon BETWEEN -180 AND 180),
  phone       text NOT NULL,
  time_zone   text NOT NULL,
  services    text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX stores_market ON stores (market);

-- The week, in the store's local time: a weekday without a row is closed. ISO weekdays, 1 Monday … 7 Sunday.
CREATE TABLE store_opening_hours (
  store_id text NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  weekday  smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  opens    time NOT NULL,
  closes   time NOT NULL CHECK (closes > opens),
  PRIMARY KEY (store_id, weekday)
);

CREATE TABLE store_stock (
  store_id     text NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  variant_code text NOT NULL REFERENCES variants (code) ON DELETE CASCADE,
  quantity     int NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (store_id, variant_code)
);
CREATE INDEX store_stock_variant ON store_stock (variant_code);
