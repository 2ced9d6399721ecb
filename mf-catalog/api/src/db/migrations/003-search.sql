-- Search (team Explore): one document per product, the vocabulary the quick search completes from, and the log of
-- what shoppers searched (popular searches). Maintained by search/refresh-search-data.ts after every seed or import.

CREATE TABLE search_entries (
  product_code text PRIMARY KEY REFERENCES products (code) ON DELETE CASCADE,
  -- Brand and product name, lower case without accents: what trigram similarity (typos) is measured against.
  title        text NOT NULL,
  -- Weighted lexemes: A brand and product name, B category names (every culture, each stemmed in its language) and
  -- tags, C product type, highlights and description. See search/search-document.ts.
  document     tsvector NOT NULL,
  -- The product code and its variant codes, for product code search.
  codes        text[] NOT NULL
);
CREATE INDEX search_entries_document ON search_entries USING gin (document);
CREATE INDEX search_entries_title_trgm ON search_entries USING gin (title gin_trgm_ops);
CREATE INDEX search_entries_codes ON search_entries USING gin (codes);

-- What the quick search completes typed text with, per culture: brands, categories, product names and phrases
-- shoppers searched that found products. `term` is normalised (lower case, no accents, single spaces).
CREATE TABLE search_terms (
  culture text NOT NULL,
  kind    text NOT NULL CHECK (kind IN ('phrase', 'brand', 'category', 'product')),
  term    text NOT NULL,
  text    text NOT NULL,
  url     text,
  weight  real NOT NULL,
  PRIMARY KEY (culture, kind, term)
);
CREATE INDEX search_terms_prefix ON search_terms (culture, term text_pattern_ops);
-- Word-prefix and misspelling matches are for the few thousand brand, category and phrase terms; product names are
-- completed by prefix only (their words are found by the product search under the completions), which keeps the
-- import from maintaining a trigram index over every product name.
CREATE INDEX search_terms_trgm ON search_terms USING gin (term gin_trgm_ops) WHERE kind <> 'product';

-- Every search a shopper ran (search page and quick search submissions), for popular searches.
CREATE TABLE search_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  culture      text NOT NULL,
  phrase       text NOT NULL,
  result_count int NOT NULL CHECK (result_count >= 0),
  searched_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_log_recent ON search_log (culture, searched_at);

-- Tags (hydrating, long-wearing…) and certificates (vegan, cruelty-free…): the tag facet and the product page's tags.
CREATE TABLE tags (
  code           text PRIMARY KEY CHECK (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  is_certificate boolean NOT NULL DEFAULT false,
  sort_order     int NOT NULL DEFAULT 0
);
CREATE TABLE tag_names (
  tag_code    text NOT NULL REFERENCES tags (code) ON DELETE CASCADE,
  culture     text NOT NULL,
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (tag_code, culture)
);
CREATE TABLE product_tags (
  product_code text NOT NULL REFERENCES products (code) ON DELETE CASCADE,
  tag_code     text NOT NULL REFERENCES tags (code) ON DELETE CASCADE,
  PRIMARY KEY (product_code, tag_code)
);
CREATE INDEX product_tags_tag ON product_tags (tag_code, product_code);

-- Whether any variant is in stock online, for the in-stock filter: kept on the product so the filter needs no join per
-- product. Maintained with search_entries.
ALTER TABLE products ADD COLUMN in_stock boolean NOT NULL DEFAULT true;

-- How search text is compared: lower case, no accents, no apostrophes ("J'adore" and "jadore", "Filt’r" and
-- "filtr" are the same words). The query side applies the same function to what the shopper typed.
CREATE FUNCTION search_text(value text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(lower(unaccent(value)), '[''’`´]', '', 'g')
$$;

-- Every word of the names shoppers search (product and brand names, category names): a misspelt word is
-- corrected to the most similar of these before searching again.
CREATE TABLE search_words (
  word      text PRIMARY KEY,
  doc_count int NOT NULL CHECK (doc_count > 0)
);
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);
