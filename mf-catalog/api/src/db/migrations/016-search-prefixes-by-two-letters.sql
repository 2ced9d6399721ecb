-- The quick search's lists rebuilt in steps (014) take a letter with more name words than one step should rank by its
-- two-letter starts (quick-search/search-prefixes-in-steps.ts): at ten times the Sephora feed 100,796 of the
-- products' name words begin with an 'e', and a step of whole letters held the embedded database half a second.
CREATE INDEX search_prefix_words_start ON search_prefix_words (left(word, 2));
CREATE INDEX search_prefixes_start ON search_prefixes (left(key, 2));
