-- What the facet index (catalogue/facet-index/) reads of a product beyond the CSV's columns: its rating, featured
-- order, category and group. A change to them takes a listing_version from catalogue_version (the CSV's version stays
-- put: a new rating is still no reason to call an exported file stale), so that the index, which re-reads the
-- products whose version, listing_version or sizes' version moved past what it has seen, misses no write path.
-- Existing rows start at 0 (no table rewrite); new rows and every change take the next value.
ALTER TABLE "products" ADD COLUMN "listing_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "listing_version" SET DEFAULT nextval('catalogue_version');--> statement-breakpoint
CREATE INDEX "product_sizes_version_idx" ON "product_sizes" USING btree ("version");--> statement-breakpoint
CREATE INDEX "products_version_idx" ON "products" USING btree ("version");--> statement-breakpoint
CREATE INDEX "products_listing_version_idx" ON "products" USING btree ("listing_version");--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_listing_version_taken() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listing_version := nextval('catalogue_version');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_listing_version BEFORE UPDATE ON products FOR EACH ROW
  WHEN ((OLD.rating_tenths, OLD.position, OLD.category_id, OLD.group_id)
        IS DISTINCT FROM (NEW.rating_tenths, NEW.position, NEW.category_id, NEW.group_id))
  EXECUTE FUNCTION catalogue_listing_version_taken();
