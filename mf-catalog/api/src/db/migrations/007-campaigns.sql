-- Campaigns (team Explore): a themed selection of products for a time window in some markets, with its own page
-- (/campaigns/{slug}) and a place under the main menu's Offers while it runs.
-- Which products: the explicit list (campaign_products) and every product matching the rule. The rule's parts that
-- are set all apply (a brand, a category and what is below it, a tag, on sale or at a member price); a campaign
-- with no rule part has its list only.
CREATE TABLE campaigns (
  code               text PRIMARY KEY CHECK (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  slug               text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  starts_at          timestamptz NOT NULL,
  ends_at            timestamptz NOT NULL,
  markets            text[] NOT NULL
                     CHECK (cardinality(markets) > 0 AND markets <@ ARRAY['SE', 'NO', 'FI', 'DK', 'PL', 'AT', 'DE', 'NL']::text[]),
  theme              text NOT NULL DEFAULT 'default' CHECK (theme ~ '^[a-z0-9-]+$'),
  color              text NOT NULL CHECK (color ~ '^#[0-9a-f]{6}$'),
  sort_order         int NOT NULL DEFAULT 0,
  rule_brand_code    text REFERENCES brands (code),
  rule_category_code text REFERENCES categories (code),
  rule_tag_code      text REFERENCES tags (code),
  rule_on_sale       boolean NOT NULL DEFAULT false,
  CHECK (ends_at > starts_at)
);

CREATE TABLE campaign_texts (
  campaign_code text NOT NULL REFERENCES campaigns (code) ON DELETE CASCADE,
  culture       text NOT NULL CHECK (culture IN ('sv-SE', 'nb-NO', 'fi-FI', 'da-DK', 'pl-PL', 'de-DE', 'nl-NL', 'en-US')),
  name          text NOT NULL,
  description   text NOT NULL,
  PRIMARY KEY (campaign_code, culture)
);

CREATE TABLE campaign_products (
  campaign_code text NOT NULL REFERENCES campaigns (code) ON DELETE CASCADE,
  product_code  text NOT NULL REFERENCES products (code) ON DELETE CASCADE,
  PRIMARY KEY (campaign_code, product_code)
);
