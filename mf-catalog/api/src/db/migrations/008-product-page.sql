-- The product page, complete: point-of-sale flags, product videos and the prices seen at competitors.

-- Point-of-sale flags (spec 01 §3): a product made in a store's till, one sold in stores only (never shown to web
-- shoppers: not on a product page, in a listing or in search), and one that is no physical article.
ALTER TABLE products
  ADD COLUMN originates_from_pos boolean NOT NULL DEFAULT false,
  ADD COLUMN show_in_pos_only boolean NOT NULL DEFAULT false,
  ADD COLUMN is_virtual boolean NOT NULL DEFAULT false;

-- A product's videos at a video provider, in display order. The page shows our own poster and loads the provider's
-- player only when the shopper asks for it.
CREATE TABLE product_videos (
  id                text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(id) <= 80),
  product_code      text NOT NULL REFERENCES products (code) ON DELETE CASCADE,
  sort_order        smallint NOT NULL CHECK (sort_order >= 0),
  provider          text NOT NULL CHECK (provider IN ('youtube')),
  provider_video_id text NOT NULL CHECK (provider_video_id ~ '^[A-Za-z0-9_-]{11}$'),
  title             text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  duration_seconds  int NOT NULL CHECK (duration_seconds BETWEEN 1 AND 36000),
  UNIQUE (product_code, sort_order)
);

-- Prices seen at other shops, one row per variant, shop, currency and day it was seen.
CREATE TABLE competitor_prices (
  variant_code text NOT NULL REFERENCES variants (code) ON DELETE CASCADE,
  competitor   text NOT NULL CHECK (length(competitor) BETWEEN 1 AND 80),
  currency     text NOT NULL CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR', 'PLN')),
  amount       int NOT NULL CHECK (amount > 0),
  seen_on      date NOT NULL,
  PRIMARY KEY (variant_code, currency, competitor, seen_on)
);
