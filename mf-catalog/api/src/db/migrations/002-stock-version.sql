-- The version of variant_stock.online_quantity as team Checkout counts it (its online_stock.version): Checkout
-- sends absolute counts with their version (POST /internal/stock-levels) and only a newer version is taken, so
-- counts that arrive twice or out of order change nothing. 0: never sent, the count is the catalog's own.
ALTER TABLE variant_stock ADD COLUMN stock_version bigint NOT NULL DEFAULT 0 CHECK (stock_version >= 0);
