-- Products sold in stores only (point-of-sale flag, 008) are left out of web shoppers' listings, searches and cards:
-- the flag is on the search entry too, so a search still reads the entries alone (010). Written with the rest of the
-- entry by search/search-entries.ts.
ALTER TABLE search_entries ADD COLUMN show_in_pos_only boolean NOT NULL DEFAULT false;

UPDATE search_entries e SET show_in_pos_only = p.show_in_pos_only FROM products p WHERE p.code = e.product_code AND p.show_in_pos_only;
