-- Search speed (issue 5): everything a listing reads per product is in the product's search entry, so a search
-- scans one index and one table instead of looking up products, first variants and prices for every match, and a
-- page of cards joins only the first variants' stock. Written with the rest of the entry by search/search-entries.ts
-- after every seed or import.

ALTER TABLE search_entries
  -- Brand, product and category names (every culture), unstemmed: the word being typed completes against these only,
  -- not against descriptions, where a few letters match a third of the catalog.
  ADD COLUMN names           tsvector,
  ADD COLUMN brand_code      text,
  ADD COLUMN category_code   text,
  ADD COLUMN name            text,
  ADD COLUMN slug            text,
  ADD COLUMN brand_name      text,
  ADD COLUMN rating_tenths   smallint,
  ADD COLUMN review_count    int,
  ADD COLUMN popularity      int,
  ADD COLUMN launched_on     date,
  ADD COLUMN is_new          boolean,
  ADD COLUMN in_stock        boolean,
  ADD COLUMN tag_codes       text[],
  ADD COLUMN variant_count   int,
  -- The first variants' shades (at most six), as the cards show them.
  ADD COLUMN swatches        text[],
  -- The first variant, its size and its prices per currency ({"SEK": 19900, …}); previous and member prices only
  -- where there is one. A currency without a price leaves the product out of that market's listings.
  ADD COLUMN variant_code    text,
  ADD COLUMN size_unit       text,
  ADD COLUMN size_milli      int,
  ADD COLUMN prices          jsonb,
  ADD COLUMN previous_prices jsonb,
  ADD COLUMN member_prices   jsonb;

-- Entries written before this migration.
UPDATE search_entries e
SET names = to_tsvector('simple', e.title || ' ' || coalesce(cat.names, '')),
    brand_code = p.brand_code, category_code = p.category_code, name = p.name, slug = p.slug, brand_name = b.name,
    rating_tenths = p.rating_tenths, review_count = p.review_count, popularity = p.popularity, launched_on = p.launched_on,
    is_new = p.is_new, in_stock = p.in_stock, tag_codes = coalesce(tag.codes, '{}'), variant_count = variant.count,
    swatches = coalesce(variant.swatches, '{}'), variant_code = v0.code, size_unit = v0.size_unit, size_milli = v0.size_milli,
    prices = coalesce(price.prices, '{}'), previous_prices = coalesce(price.previous_prices, '{}'),
    member_prices = coalesce(price.member_prices, '{}')
FROM products p
JOIN brands b ON b.code = p.brand_code
LEFT JOIN variants v0 ON v0.product_code = p.code AND v0.sort_order = 0
LEFT JOIN LATERAL (
  SELECT search_text(string_agg(cn.name, ' ')) AS names FROM category_names cn
  WHERE p.category_code = cn.category_code OR p.category_code LIKE cn.category_code || '/%'
) cat ON true
LEFT JOIN LATERAL (SELECT array_agg(pt.tag_code ORDER BY pt.tag_code) AS codes FROM product_tags pt WHERE pt.product_code = p.code) tag ON true
LEFT JOIN LATERAL (
  SELECT count(*)::int AS count,
         (array_agg(v.shade_hex ORDER BY v.sort_order) FILTER (WHERE v.shade_hex IS NOT NULL))[1:6] AS swatches
  FROM variants v WHERE v.product_code = p.code
) variant ON true
LEFT JOIN LATERAL (
  SELECT jsonb_object_agg(pr.currency, pr.amount) AS prices,
         jsonb_object_agg(pr.currency, pr.previous_amount) FILTER (WHERE pr.previous_amount IS NOT NULL) AS previous_prices,
         jsonb_object_agg(pr.currency, pr.member_amount) FILTER (WHERE pr.member_amount IS NOT NULL) AS member_prices
  FROM variant_prices pr WHERE pr.variant_code = v0.code
) price ON true
WHERE p.code = e.product_code;

ALTER TABLE search_entries
  ALTER COLUMN names SET NOT NULL,
  ALTER COLUMN brand_code SET NOT NULL,
  ALTER COLUMN category_code SET NOT NULL,
  ALTER COLUMN name SET NOT NULL,
  ALTER COLUMN slug SET NOT NULL,
  ALTER COLUMN brand_name SET NOT NULL,
  ALTER COLUMN review_count SET NOT NULL,
  ALTER COLUMN popularity SET NOT NULL,
  ALTER COLUMN launched_on SET NOT NULL,
  ALTER COLUMN is_new SET NOT NULL,
  ALTER COLUMN in_stock SET NOT NULL,
  ALTER COLUMN tag_codes SET NOT NULL,
  ALTER COLUMN variant_count SET NOT NULL,
  ALTER COLUMN swatches SET NOT NULL,
  ALTER COLUMN prices SET NOT NULL,
  ALTER COLUMN previous_prices SET NOT NULL,
  ALTER COLUMN member_prices SET NOT NULL;

CREATE INDEX search_entries_names ON search_entries USING gin (names);
-- Listings without search text (category, brand and new pages) start from these.
CREATE INDEX search_entries_category ON search_entries (category_code text_pattern_ops);
CREATE INDEX search_entries_brand ON search_entries (brand_code);

-- Popular phrases are rewritten every minute, and nothing merges a GIN index's pending list here but a vacuum (PGlite
-- has no autovacuum): their entries go straight into the index instead. The other search indexes are merged at the
-- end of each seed and import (search/refresh-search-data.ts), and here for what is already there.
ALTER INDEX search_terms_trgm SET (fastupdate = off);
SELECT gin_clean_pending_list(i.indexrelid)
FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
WHERE am.amname = 'gin' AND i.indrelid = ANY(ARRAY['products', 'search_entries', 'search_terms', 'search_words']::regclass[]);
