-- The version of products.rating_tenths and review_count as team Social counts them (its review aggregates): Social
-- sends absolute summaries with their version (POST /internal/review-summaries) and only a newer version is taken, so
-- summaries that arrive twice or out of order change nothing. 0: never sent, the rating is the catalog's own (the demo
-- data's or a feed's); once Social has sent one, an import no longer writes the product's rating
-- (import/write-batch.ts).
ALTER TABLE products ADD COLUMN review_version bigint NOT NULL DEFAULT 0 CHECK (review_version >= 0);
