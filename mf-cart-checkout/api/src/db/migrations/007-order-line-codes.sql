-- What was bought together (the catalog's product page asks): the orders a product code is in, without a scan.
CREATE INDEX order_lines_by_code ON order_lines (code, order_id);
