-- The quick search's lists (search_prefixes, 012) rebuilt in steps while the store serves, at the end of an import
-- (quick-search/search-prefixes-in-steps.ts): refresh_search_prefixes() is one statement of 0.6 s at 17,000 products
-- and about 2 s at 85,000, during which the embedded database answers nobody. In steps, each product's name words
-- are first written here for a range of products at a time; then the lists of the words beginning with a few letters
-- (and of their starts, which begin with the same letter) are ranked from them and swapped in, a few letters at a
-- time. Empty between rebuilds.
CREATE TABLE search_prefix_words (
  word         text NOT NULL,
  product_code text NOT NULL,
  popularity   int NOT NULL
);
CREATE INDEX search_prefix_words_letter ON search_prefix_words (left(word, 1));
CREATE INDEX search_prefixes_letter ON search_prefixes (left(key, 1));
