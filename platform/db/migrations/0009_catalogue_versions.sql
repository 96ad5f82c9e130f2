-- Versions for the catalogue CSV: an export writes each product's version (the greatest of its row's and its sizes'),
-- and an import refuses to overwrite a product whose version has moved on since (a sale, an edit, another import).
-- Each version comes from one sequence, so a later change always has a greater one. Existing rows start at 0
-- (no table rewrite); new rows and every change take the next value.
CREATE SEQUENCE "catalogue_version";--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ALTER COLUMN "version" SET DEFAULT nextval('catalogue_version');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "version" SET DEFAULT nextval('catalogue_version');--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_version_taken() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := nextval('catalogue_version');
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Only the columns the CSV carries: a new featured order or rating is no reason to call an exported file stale.
CREATE TRIGGER products_version BEFORE UPDATE ON products FOR EACH ROW
  WHEN ((OLD.name, OLD.subcategory_id, OLD.brand, OLD.badge, OLD.badge1, OLD.material, OLD.color, OLD.color_options,
         OLD.description_html, OLD.youtube_link, OLD.base_price_paise, OLD.base_mrp_paise, OLD.supplier_price_paise,
         OLD.delivery_paise, OLD.images, OLD.is_active)
        IS DISTINCT FROM
        (NEW.name, NEW.subcategory_id, NEW.brand, NEW.badge, NEW.badge1, NEW.material, NEW.color, NEW.color_options,
         NEW.description_html, NEW.youtube_link, NEW.base_price_paise, NEW.base_mrp_paise, NEW.supplier_price_paise,
         NEW.delivery_paise, NEW.images, NEW.is_active))
  EXECUTE FUNCTION catalogue_version_taken();--> statement-breakpoint
-- A sale, a cancellation's returned units, an edit of the stock: the size's own row, no lock on its product.
CREATE TRIGGER product_sizes_version BEFORE UPDATE ON product_sizes FOR EACH ROW
  WHEN ((OLD.stock, OLD.size_desc, OLD.position) IS DISTINCT FROM (NEW.stock, NEW.size_desc, NEW.position))
  EXECUTE FUNCTION catalogue_version_taken();--> statement-breakpoint
-- A size that goes takes its version with it, so its product's version moves on instead.
CREATE OR REPLACE FUNCTION product_sizes_deleted_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET version = nextval('catalogue_version')
  FROM (SELECT DISTINCT product_id FROM old_rows) o WHERE p.id = o.product_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_sizes_version_delete AFTER DELETE ON product_sizes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_sizes_deleted_version();
