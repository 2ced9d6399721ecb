-- Coupon codes and automatic promotions: data the admin will edit. Money is integer minor units per currency, in
-- the *_amounts tables. A coupon code without a row for a currency has no minimum there (a fixed code, needing its
-- amount, is not valid there); an automatic promotion runs only in the currencies it has a row for.
-- `markets` NULL means every market.

CREATE TABLE coupon_codes (
  code              text PRIMARY KEY CHECK (code = upper(code) AND code ~ '^[A-Z0-9_-]{1,40}$'),
  kind              text NOT NULL CHECK (kind IN ('percentage', 'fixed', 'freeShipping')),
  percent           int CHECK (percent BETWEEN 1 AND 100),
  starts_at         timestamptz,
  expires_at        timestamptz,
  max_uses          int CHECK (max_uses >= 1),
  uses              int NOT NULL DEFAULT 0 CHECK (uses >= 0),
  once_per_customer boolean NOT NULL DEFAULT false,
  markets           text[] CHECK (cardinality(markets) > 0 AND markets <@ ARRAY['SE', 'NO', 'FI', 'DK', 'PL', 'AT', 'DE', 'NL']),
  disabled          boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'percentage') = (percent IS NOT NULL)),
  CHECK (max_uses IS NULL OR uses <= max_uses),
  CHECK (starts_at < expires_at)
);

CREATE TABLE coupon_code_amounts (
  code          text NOT NULL REFERENCES coupon_codes (code) ON DELETE CASCADE ON UPDATE CASCADE,
  currency      text NOT NULL CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR', 'PLN')),
  amount_off    int CHECK (amount_off > 0),
  minimum_order int NOT NULL DEFAULT 0 CHECK (minimum_order >= 0),
  PRIMARY KEY (code, currency)
);

-- One row per code per order (helper B's orders). `once_per_customer` is copied from the code when redeemed, so the
-- partial unique index can enforce it: one redemption per customer (owner_key 'visitor:…' or 'member:…').
CREATE TABLE coupon_redemptions (
  code              text NOT NULL REFERENCES coupon_codes (code) ON UPDATE CASCADE,
  order_id          uuid NOT NULL,
  owner_key         text NOT NULL CHECK (owner_key ~ '^(visitor|member):.+$'),
  once_per_customer boolean NOT NULL,
  redeemed_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, code)
);
CREATE UNIQUE INDEX coupon_redemptions_once_per_customer ON coupon_redemptions (code, owner_key) WHERE once_per_customer;

-- The codes a shopper entered, kept with the cart (and gone with it). At most one discount code and one free-shipping
-- code per cart: the code that adds one replaces the other (promotions/coupon-codes.ts).
CREATE TABLE cart_coupon_codes (
  cart_id  uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  code     text NOT NULL REFERENCES coupon_codes (code) ON DELETE CASCADE ON UPDATE CASCADE,
  added_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (cart_id, code)
);

-- Automatic order-level promotions: no code to enter.
CREATE TABLE promotions (
  id         text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,60}$'),
  kind       text NOT NULL CHECK (kind IN ('orderDiscount', 'giftWithPurchase', 'addonOffer')),
  markets    text[] CHECK (cardinality(markets) > 0 AND markets <@ ARRAY['SE', 'NO', 'FI', 'DK', 'PL', 'AT', 'DE', 'NL']),
  starts_at  timestamptz,
  expires_at timestamptz,
  percent    int CHECK (percent BETWEEN 1 AND 100),
  gift_code  text CHECK (gift_code ~ '^[0-9]{6}$'),
  addon_code text CHECK (addon_code ~ '^[0-9]{6}$'),
  disabled   boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (starts_at < expires_at),
  CHECK ((kind = 'giftWithPurchase') = (gift_code IS NOT NULL)),
  CHECK ((kind = 'addonOffer') = (addon_code IS NOT NULL)),
  CHECK (kind = 'orderDiscount' OR percent IS NULL)
);

CREATE TABLE promotion_names (
  promotion_id text NOT NULL REFERENCES promotions (id) ON DELETE CASCADE ON UPDATE CASCADE,
  culture      text NOT NULL CHECK (culture IN ('sv-SE', 'nb-NO', 'fi-FI', 'da-DK', 'pl-PL', 'de-DE', 'nl-NL', 'en-US')),
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  PRIMARY KEY (promotion_id, culture)
);

CREATE TABLE promotion_amounts (
  promotion_id  text NOT NULL REFERENCES promotions (id) ON DELETE CASCADE ON UPDATE CASCADE,
  currency      text NOT NULL CHECK (currency IN ('SEK', 'NOK', 'DKK', 'EUR', 'PLN')),
  minimum_order int NOT NULL DEFAULT 0 CHECK (minimum_order >= 0),
  amount_off    int CHECK (amount_off > 0),
  offer_price   int CHECK (offer_price >= 0),
  PRIMARY KEY (promotion_id, currency)
);

-- Demo data. SAVE50's minimum is 300 kr or its equivalent; the gift needs 800 kr or its equivalent, the add-on 300 kr,
-- far above the small carts of everyday tests. Gift 108280 (Blur Glow Sheet Mask) and add-on 108860 (Satin Lip
-- Treatment) are variants of the demo catalog; a code the catalog does not know is simply not offered.
INSERT INTO coupon_codes (code, kind, percent, starts_at, expires_at, max_uses, once_per_customer) VALUES
  ('WELCOME10', 'percentage', 10, NULL, NULL, NULL, false),
  ('SAVE50', 'fixed', NULL, NULL, NULL, NULL, false),
  ('FREESHIP', 'freeShipping', NULL, NULL, NULL, NULL, false),
  ('ONCEONLY', 'percentage', 10, NULL, NULL, 1, false),
  ('BEAUTY20', 'percentage', 20, NULL, NULL, NULL, true),
  ('EXPIRED', 'percentage', 10, '2025-01-01 00:00+01', '2025-07-01 00:00+02', NULL, false),
  ('NOTYET', 'percentage', 10, '2099-01-01 00:00+01', NULL, NULL, false);

INSERT INTO coupon_code_amounts (code, currency, amount_off, minimum_order) VALUES
  ('SAVE50', 'SEK', 5000, 30000),
  ('SAVE50', 'NOK', 5000, 30000),
  ('SAVE50', 'DKK', 4000, 22000),
  ('SAVE50', 'EUR', 500, 3000),
  ('SAVE50', 'PLN', 2000, 13000);

INSERT INTO promotions (id, kind, gift_code, addon_code) VALUES
  ('gift-sheet-mask', 'giftWithPurchase', '108280', NULL),
  ('addon-lip-treatment', 'addonOffer', NULL, '108860');

INSERT INTO promotion_names (promotion_id, culture, name) VALUES
  ('gift-sheet-mask', 'sv-SE', 'Gåva: en ansiktsmask på köpet'),
  ('gift-sheet-mask', 'nb-NO', 'Gave: en ansiktsmaske på kjøpet'),
  ('gift-sheet-mask', 'fi-FI', 'Lahja: kasvonaamio kaupan päälle'),
  ('gift-sheet-mask', 'da-DK', 'Gave: en ansigtsmaske med i købet'),
  ('gift-sheet-mask', 'pl-PL', 'Prezent: maseczka w płachcie gratis'),
  ('gift-sheet-mask', 'de-DE', 'Geschenk: eine Tuchmaske gratis dazu'),
  ('gift-sheet-mask', 'nl-NL', 'Cadeau: een sheetmasker gratis'),
  ('gift-sheet-mask', 'en-US', 'Gift: a sheet mask with your order'),
  ('addon-lip-treatment', 'sv-SE', 'Läppvård till specialpris'),
  ('addon-lip-treatment', 'nb-NO', 'Leppepleie til spesialpris'),
  ('addon-lip-treatment', 'fi-FI', 'Huulenhoitotuote erikoishintaan'),
  ('addon-lip-treatment', 'da-DK', 'Læbepleje til specialpris'),
  ('addon-lip-treatment', 'pl-PL', 'Pielęgnacja ust w specjalnej cenie'),
  ('addon-lip-treatment', 'de-DE', 'Lippenpflege zum Sonderpreis'),
  ('addon-lip-treatment', 'nl-NL', 'Lippenverzorging voor een speciale prijs'),
  ('addon-lip-treatment', 'en-US', 'Lip treatment at a special price');

INSERT INTO promotion_amounts (promotion_id, currency, minimum_order, offer_price) VALUES
  ('gift-sheet-mask', 'SEK', 80000, NULL),
  ('gift-sheet-mask', 'NOK', 80000, NULL),
  ('gift-sheet-mask', 'DKK', 56000, NULL),
  ('gift-sheet-mask', 'EUR', 8000, NULL),
  ('gift-sheet-mask', 'PLN', 34000, NULL),
  ('addon-lip-treatment', 'SEK', 30000, 2500),
  ('addon-lip-treatment', 'NOK', 30000, 2500),
  ('addon-lip-treatment', 'DKK', 22000, 1500),
  ('addon-lip-treatment', 'EUR', 3000, 250),
  ('addon-lip-treatment', 'PLN', 13000, 1000);
