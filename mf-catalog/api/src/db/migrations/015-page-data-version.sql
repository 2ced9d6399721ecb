-- The version of what the catalog's pages show (issue 14: product pages are kept in memory, pages/page-cache.ts). Every
-- statement that changes a table a page reads takes the next number, in the database, so a change made by any
-- process (an import, checkout's stock counts, a PostgreSQL client) makes the kept pages old. A sequence, not a row:
-- writers never wait on each other for it. Tables only shoppers' searches write (phrase_searchers) are left out:
-- they are no page's content.
CREATE SEQUENCE page_data_version;

CREATE FUNCTION next_page_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('page_data_version');
  RETURN NULL;
END
$$;

DO $$
DECLARE
  page_table text;
BEGIN
  FOR page_table IN
    SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('migrations', 'phrase_searchers')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION next_page_data_version()',
      page_table || '_page_data_version', page_table);
  END LOOP;
END
$$;
