-- Online stock as the catalog shows it: every change of `available` bumps `version`; the stock publisher sends the
-- rows whose version the catalog has not had yet (absolute counts with their version, so a resend changes nothing)
-- and records the version the catalog took. A row seeded from now on is the catalog's own count and starts
-- published; rows already here start unpublished, since the catalog never heard of what they sold.
ALTER TABLE online_stock
  ADD COLUMN version bigint NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN published_version bigint NOT NULL DEFAULT 0 CHECK (published_version >= 0);

-- What the publisher looks for every second: only the rows still to send are in the index.
CREATE INDEX online_stock_unpublished ON online_stock (code) WHERE version > published_version;
