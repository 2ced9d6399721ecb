-- An import's batch that only adds products (import/import-catalog-file.ts) leaves the kept pages kept (015): a kept
-- product page is about a product the batch did not touch, and a kept listing shows the new products when it is made
-- again, within the page cache's 10 s (pages/page-cache.ts). At ten times the Sephora feed every batch (several a
-- second for a quarter of an hour) made every kept page old, so shoppers' product pages were made anew during the whole
-- import. The batch says so with SET LOCAL catalog.pages_kept = 'on'; a batch that changed products the shop already
-- had takes the next version once it has committed, and every other writer as before.
CREATE OR REPLACE FUNCTION next_page_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('catalog.pages_kept', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM nextval('page_data_version');
  RETURN NULL;
END
$$;
