-- Catalog import (npm run catalog:import): which source row became which product and variant, the hash of what was
-- last written for it (so a re-run changes nothing), and each run's progress (so a killed run resumes).

CREATE TABLE imported_products (
  source       text NOT NULL,
  source_key   text NOT NULL,
  product_code text NOT NULL REFERENCES products (code) ON DELETE CASCADE,
  row_hash     text NOT NULL,
  PRIMARY KEY (source, source_key)
);
CREATE UNIQUE INDEX imported_products_product ON imported_products (product_code);

CREATE TABLE imported_variants (
  source       text NOT NULL,
  source_key   text NOT NULL,
  variant_code text NOT NULL REFERENCES variants (code) ON DELETE CASCADE,
  PRIMARY KEY (source, source_key)
);

-- Imported variants get codes from here; the demo catalog's codes stay below 200000.
CREATE SEQUENCE imported_variant_codes START 200000 MAXVALUE 999999;

CREATE TABLE import_runs (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source         text NOT NULL,
  file_name      text NOT NULL,
  file_hash      text NOT NULL,
  started_at     timestamptz NOT NULL DEFAULT now(),
  finished_at    timestamptz,
  -- The last source line whose batch is committed: a new run of the same file starts after it.
  committed_line int NOT NULL DEFAULT 0,
  inserted       int NOT NULL DEFAULT 0,
  updated        int NOT NULL DEFAULT 0,
  unchanged      int NOT NULL DEFAULT 0,
  failed         int NOT NULL DEFAULT 0
);
CREATE INDEX import_runs_file ON import_runs (file_hash, started_at);
