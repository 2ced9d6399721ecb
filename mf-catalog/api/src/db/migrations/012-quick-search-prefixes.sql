-- The quick search at ten times the catalog (issue 5): its six product hits for a typed word come from a short list
-- per word of the brand and product names, kept in order, instead of ranking every product matching the typed letters
-- (12,472 for 'pro' at 84,940 products). See quick-search/quick-search-products.ts.

-- `names` marks the words of the brand and product name with weight A (the category names stay D), so the quick search
-- can tell a product named with the typed word from one only in a category of that name. And where the product's name
-- starts in the title (brand and product name, normalised), 1-based. Both written by search/search-entries.ts.
ALTER TABLE search_entries ADD COLUMN name_at smallint;
UPDATE search_entries e
SET names = setweight(e.names, 'A', tsvector_to_array(to_tsvector('simple', e.title))),
    name_at = length(search_text(e.brand_name)) + 2;
ALTER TABLE search_entries ALTER COLUMN name_at SET NOT NULL;

-- For each word of the brand and product names (is_word: each lexeme of weight A in `names`) and each start of one
-- (2 to 12 letters), the most popular products with such a word, at most 12, numbered from 1 (position): the quick search's hits for one typed word.
-- Rebuilt whole with refresh_search_prefixes() after every seed and at the end of every import; the quick search
-- checks each product against its search entry, so a list that an import in progress has made stale shows nothing
-- wrong, only fewer hits.
CREATE TABLE search_prefixes (
  key          text NOT NULL,
  is_word      boolean NOT NULL,
  position     smallint NOT NULL,
  product_code text NOT NULL,
  popularity   int NOT NULL,
  PRIMARY KEY (key, is_word, position)
);

-- Each word's list is ranked from the words of every product; each start's from the lists of the words it starts (a
-- product among a start's first twelve is among the first twelve of one of its words), so the starts rank a few lists
-- each, not every product again. About 2 s at 84,940 products, 0.2 s at 8,494.
CREATE FUNCTION refresh_search_prefixes() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_prefixes;
  INSERT INTO search_prefixes (key, is_word, position, product_code, popularity)
  SELECT word, true, position, product_code, popularity
  FROM (
    SELECT w.word, e.product_code, e.popularity,
           row_number() OVER (PARTITION BY w.word ORDER BY e.popularity DESC, e.product_code) AS position
    FROM search_entries e CROSS JOIN LATERAL unnest(tsvector_to_array(ts_filter(e.names, '{a}'))) AS w (word)
  ) ranked
  WHERE position <= 12;
  INSERT INTO search_prefixes (key, is_word, position, product_code, popularity)
  SELECT key, false, position, product_code, popularity
  FROM (
    SELECT key, product_code, popularity, row_number() OVER (PARTITION BY key ORDER BY popularity DESC, product_code) AS position
    FROM (
      SELECT DISTINCT left(s.key, letters) AS key, s.product_code, s.popularity
      FROM search_prefixes s CROSS JOIN generate_series(2, least(length(s.key), 12)) AS letters
      WHERE s.is_word
    ) starts
  ) ranked
  WHERE position <= 12;
$$;

SELECT refresh_search_prefixes();
