-- Fragrance finder (team Explore): scent families and notes with their names, which products have them, and which
-- products are fragrances (what /fragrance-finder lists) and whom the feed says each is for. Derived from the products'
-- highlights, names, variants and ingredients by fragrance/refresh-fragrance-profiles.ts (vocabulary in
-- fragrance/fragrance-vocabulary.ts; the rules are in import/README.md) after every seed and import batch.

CREATE TABLE fragrance_families (
  code       text PRIMARY KEY CHECK (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  sort_order int NOT NULL,
  -- The tile's background colour (#rrggbb) and icon name in the finder.
  colour     text NOT NULL CHECK (colour ~ '^#[0-9a-f]{6}$'),
  icon       text NOT NULL
);
CREATE TABLE fragrance_family_names (
  family_code text NOT NULL REFERENCES fragrance_families (code) ON DELETE CASCADE,
  culture     text NOT NULL,
  name        text NOT NULL,
  PRIMARY KEY (family_code, culture)
);

CREATE TABLE fragrance_notes (
  code       text PRIMARY KEY CHECK (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  sort_order int NOT NULL
);
CREATE TABLE fragrance_note_names (
  note_code text NOT NULL REFERENCES fragrance_notes (code) ON DELETE CASCADE,
  culture   text NOT NULL,
  name      text NOT NULL,
  PRIMARY KEY (note_code, culture)
);

-- The catalog's fragrances (products in a fragrance category). audience: for her, for him or unisex when the category
-- path or the unisex highlight says so, else NULL.
CREATE TABLE product_fragrances (
  product_code text PRIMARY KEY REFERENCES products (code) ON DELETE CASCADE,
  audience     text CHECK (audience IN ('women', 'men', 'unisex'))
);
CREATE INDEX product_fragrances_audience ON product_fragrances (audience, product_code);

-- Families of any scented product (a scented hair mist has one too); notes of fragrances and family-scented products.
CREATE TABLE product_fragrance_families (
  product_code text NOT NULL REFERENCES products (code) ON DELETE CASCADE,
  family_code  text NOT NULL REFERENCES fragrance_families (code) ON DELETE CASCADE,
  PRIMARY KEY (product_code, family_code)
);
CREATE INDEX product_fragrance_families_family ON product_fragrance_families (family_code, product_code);

CREATE TABLE product_fragrance_notes (
  product_code text NOT NULL REFERENCES products (code) ON DELETE CASCADE,
  note_code    text NOT NULL REFERENCES fragrance_notes (code) ON DELETE CASCADE,
  PRIMARY KEY (product_code, note_code)
);
CREATE INDEX product_fragrance_notes_note ON product_fragrance_notes (note_code, product_code);

-- The vocabulary version the profiles were derived with: the catalog server derives every product again at start-up
-- when its vocabulary differs (a note added, a pattern changed), so no catalog keeps profiles of an older rule.
CREATE TABLE fragrance_vocabulary_version (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  version text NOT NULL
);
