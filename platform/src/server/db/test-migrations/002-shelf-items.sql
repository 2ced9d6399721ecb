CREATE TABLE shelf_items (
  shelf_code text NOT NULL REFERENCES shelves (code),
  sku        text NOT NULL,
  quantity   int NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (shelf_code, sku)
);
