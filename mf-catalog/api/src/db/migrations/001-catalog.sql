-- The catalog: brands, the category tree (names per culture), products, their variants, prices and stock.
-- Money is integer minor units (öre, cent, grosz) per currency.

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

CREATE TABLE brands (
  code        text PRIMARY KEY,
  slug        text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name        text NOT NULL,
  color       text NOT NULL CHECK (color ~ '^#[0-9a-f]{6}$'),
  description text NOT NULL,
  tier        smallint NOT NULL CHECK (tier BETWEEN 1 AND 4)
);

-- A category's code is its path below /c/, e.g. 'makeup/face/foundation'.
CREATE TABLE categories (
  code        text PRIMARY KEY CHECK (code ~ '^[a-z0-9-]+(/[a-z0-9-]+){0,3}$'),
  parent_code text REFERENCES categories (code),
  slug        text NOT NULL,
  level       smallint NOT NULL CHECK (level BETWEEN 1 AND 4),
  sort_order  int NOT NULL,
  theme       text NOT NULL DEFAULT 'default',
  description text NOT NULL,
  CHECK ((level = 1) = (parent_code IS NULL))
);
CREATE INDEX categories_parent ON categories (parent_code, sort_order);

CREATE TABLE category_names (
  category_code text NOT NULL REFERENCES categories (code),
  culture       text NOT NULL CHECK (culture IN ('sv-SE', 'nb-NO', 'fi-FI', 'da-DK', 'pl-PL', 'de-DE', 'nl-NL', 'en-US')),
  name          text NOT NULL,
  PRIMARY KEY (category_code, culture)
);

CREATE TABLE products (
  code          text PRIMARY KEY,
  slug          text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name          text NOT NULL,
  brand_code    text NOT NULL REFERENCES brands (code),
  category_code text NOT NULL REFERENCES categories (code),
  product_type  text NOT NULL,
  silhouette    text NOT NULL CHECK (silhouette IN ('lipstick', 'bottle', 'jar', 'tube', 'compact', 'brush', 'pencil')),
  varies_by     text NOT NULL CHECK (varies_by IN ('COLOR', 'SIZE')),
  description   text NOT NULL,
  ingredients   text,
  highlights    text[] NOT NULL DEFAULT '{}',
  rating_tenths smallint CHECK (rating_tenths BETWEEN 10 AND 50),
  review_count  int NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  is_new        boolean NOT NULL DEFAULT false,
  popularity    int NOT NULL,
  launched_on   date NOT NULL,
  max_quantity  smallint NOT NULL CHECK (max_quantity BETWEEN 1 AND 99),
  CHECK ((rating_tenths IS NULL) = (review_count = 0))
);
CREATE INDEX products_category ON products (category_code text_pattern_ops);
CREATE INDEX products_brand ON products (brand_code);
CREATE INDEX products_name_trgm ON products USING gin (name gin_trgm_ops);

CREATE TABLE variants (
  code         text PRIMARY KEY CHECK (code ~ '^[0-9]{6}$'),
  product_code text NOT NULL REFERENCES products (code),
  sort_order   smallint NOT NULL CHECK (sort_order >= 0),
  name         text NOT NULL,
  shade_hex    text CHECK (shade_hex ~ '^#[0-9a-f]{6}$'),
  size_unit    text NOT NULL CHECK (size_unit IN ('ml', 'g', 'st')),
  -- Thousandths of the unit: 3.5 g is 3500, 30 ml is 30000.
  size_milli   int NOT NULL CHECK (size_milli > 0),
  image_count  smallint NOT NULL CHECK (image_count BETWEEN 2 AND 3),
  UNIQUE (product_code, sort_order)
);

CREATE TABLE variant_prices (
  variant_code    text NOT NULL REFERENCES variants (code),
  currency        text NOT NULL CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR', 'PLN')),
  amount          int NOT NULL CHECK (amount > 0),
  previous_amount int CHECK (previous_amount > amount),
  member_amount   int CHECK (member_amount > 0 AND member_amount < amount),
  PRIMARY KEY (variant_code, currency)
);

CREATE TABLE variant_stock (
  variant_code            text PRIMARY KEY REFERENCES variants (code),
  online_quantity         int NOT NULL CHECK (online_quantity >= 0),
  store_quantity          int NOT NULL CHECK (store_quantity >= 0),
  is_monitorable          boolean NOT NULL,
  purchase_available_from date
);
