-- Replication triggers (ARCHITECTURE.md "Replication rules of thumb"; sync-server/src/db/CONTEXT.md).
-- What drizzle-kit cannot express: the functions and triggers that stamp every write with the
-- next value of the ONE change sequence `change_seq` (created in 0000_init), the writing
-- transaction's id and the write time, and that bump a parent document when one of its embedded
-- child rows changes. Adding a synced table later: a custom migration calling
-- sync_track_table('new_table') (and sync_track_child(...) for a child table).

-- Every insert and update takes a new seq, whatever the writer sent: the device never chooses it.
-- txid (pg_current_xact_id() as bigint, xid8-compatible) lets a pull hold back rows written by
-- transactions that are still in flight, whose seq may be lower than rows already committed.
CREATE OR REPLACE FUNCTION sync_stamp() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.seq := nextval('change_seq');
  NEW.txid := pg_current_xact_id()::text::bigint;
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A child row change (insert, update, delete) re-stamps its parent, because the device holds
-- the parent document with its children embedded. TG_ARGV: parent table, foreign-key column.
-- A parent already stamped by this transaction is left alone: it commits together with the
-- child, so its seq already covers the change (and a product written with 50 locations takes
-- one parent stamp, not 51).
CREATE OR REPLACE FUNCTION sync_touch_parent() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  parent_table text := TG_ARGV[0];
  fk_column text := TG_ARGV[1];
  current_tx bigint := pg_current_xact_id()::text::bigint;
  new_parent text;
  old_parent text;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    new_parent := to_jsonb(NEW) ->> fk_column;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_parent := to_jsonb(OLD) ->> fk_column;
  END IF;
  IF new_parent IS NOT NULL THEN
    EXECUTE format('UPDATE %I SET seq = seq WHERE id = $1 AND txid <> $2', parent_table)
      USING new_parent, current_tx;
  END IF;
  -- A child moved to another parent leaves the old parent's document too.
  IF old_parent IS NOT NULL AND old_parent IS DISTINCT FROM new_parent THEN
    EXECUTE format('UPDATE %I SET seq = seq WHERE id = $1 AND txid <> $2', parent_table)
      USING old_parent, current_tx;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Puts the stamp trigger on a table that has the sync columns (seq, deleted, updated_at, txid).
CREATE OR REPLACE FUNCTION sync_track_table(tbl text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION sync_stamp()',
    tbl || '_sync_stamp', tbl);
END;
$$;
--> statement-breakpoint
-- Makes writes to a child table bump its parent (the child must be tracked too).
CREATE OR REPLACE FUNCTION sync_track_child(child text, parent text, fk_column text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION sync_touch_parent(%L, %L)',
    child || '_touch_parent', child, parent, fk_column);
END;
$$;
--> statement-breakpoint
SELECT sync_track_table('products');
--> statement-breakpoint
SELECT sync_track_table('product_locations');
--> statement-breakpoint
SELECT sync_track_table('library_items');
--> statement-breakpoint
SELECT sync_track_table('library_item_files');
--> statement-breakpoint
SELECT sync_track_table('assortments');
--> statement-breakpoint
SELECT sync_track_table('display_groups');
--> statement-breakpoint
SELECT sync_track_table('collections');
--> statement-breakpoint
SELECT sync_track_table('seasons');
--> statement-breakpoint
SELECT sync_track_table('season_sets');
--> statement-breakpoint
SELECT sync_track_table('assortment_documents');
--> statement-breakpoint
SELECT sync_track_table('orders');
--> statement-breakpoint
SELECT sync_track_table('order_lines');
--> statement-breakpoint
SELECT sync_track_table('coordinator_assignments');
--> statement-breakpoint
SELECT sync_track_table('notifications');
--> statement-breakpoint
SELECT sync_track_table('sample_inventory');
--> statement-breakpoint
SELECT sync_track_table('sample_tracking');
--> statement-breakpoint
SELECT sync_track_table('user_flags');
--> statement-breakpoint
SELECT sync_track_table('stat_events');
--> statement-breakpoint
SELECT sync_track_table('announcements');
--> statement-breakpoint
SELECT sync_track_table('uploads');
--> statement-breakpoint
SELECT sync_track_table('commands');
--> statement-breakpoint
SELECT sync_track_table('sync_rejections');
--> statement-breakpoint
SELECT sync_track_child('product_locations', 'products', 'product_id');
--> statement-breakpoint
SELECT sync_track_child('library_item_files', 'library_items', 'library_item_id');
--> statement-breakpoint
SELECT sync_track_child('display_groups', 'assortments', 'assortment_id');
--> statement-breakpoint
SELECT sync_track_child('season_sets', 'seasons', 'season_id');
--> statement-breakpoint
SELECT sync_track_child('order_lines', 'orders', 'order_id');
--> statement-breakpoint
SELECT sync_track_child('sample_tracking', 'sample_inventory', 'sample_id');
