-- Popular searches that one visitor cannot make (issue 13). search_log kept every search's text and nothing of who ran
-- it, so one anonymous search put any text into the top searches. Now one row per phrase and searcher, for the window
-- popular searches are counted over (search/popular-searches.ts), with keyed hashes of who searched, never the visitor
-- id or address itself. The old rows cannot be told apart by searcher: they go.
DROP TABLE search_log;

CREATE TABLE phrase_searchers (
  culture      text NOT NULL,
  -- Trimmed, spaces collapsed, lower case, at most 100 characters (searchPhraseOf).
  phrase       text NOT NULL CHECK (phrase <> '' AND length(phrase) <= 100),
  -- Keyed hash of the visitor id, else of the address: each searcher counts once however often they search.
  searcher     text NOT NULL,
  -- Keyed hash of the address, when known: a script without cookies is a new visitor on every request, not a new address.
  address      text,
  -- The products this searcher's last search for the phrase found.
  result_count int NOT NULL CHECK (result_count >= 0),
  searched_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (culture, phrase, searcher)
);
CREATE INDEX phrase_searchers_age ON phrase_searchers (searched_at);
