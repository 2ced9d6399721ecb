-- A tiny schema for the platform's own database tests.
CREATE TABLE shelves (
  code text PRIMARY KEY,
  name text NOT NULL
);
