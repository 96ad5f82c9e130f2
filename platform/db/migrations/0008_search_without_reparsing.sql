-- What a large catalogue import spent most on, per product, besides writing it: parsing its description text again
-- into a tsvector, and checking each of its search postings against products.
--
-- The description's tsvector is now built from search_text's words as they are (array_to_tsvector): search_text
-- already holds lower-case letters and digits one space apart, so the lexemes are the ones to_tsvector made, at a
-- twelfth of the cost. Positions go; no search used them. name_tsv goes: name searches walk search_postings, and
-- no query used its index.
DROP INDEX "products_name_tsv_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "name_tsv";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "text_tsv";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "text_tsv" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(string_to_array(search_text, ' '), ''))) STORED;--> statement-breakpoint
CREATE INDEX "products_text_tsv_idx" ON "products" USING gin ("text_tsv");--> statement-breakpoint
-- search_postings are written only by the triggers on products, for rows those triggers have in hand: the foreign
-- key's check of every posting proved nothing. Its cascade is a trigger now.
ALTER TABLE "search_postings" DROP CONSTRAINT "search_postings_product_id_products_id_fk";--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_postings_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings sp USING old_rows o WHERE sp.product_id = o.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_postings_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_deleted();--> statement-breakpoint
-- A new product has no postings, and an updated one's are deleted first, so the inserts need no conflict check.
CREATE OR REPLACE FUNCTION search_postings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_postings (word, product_id, position)
  SELECT DISTINCT w.word, n.id, n.position
  FROM new_rows n CROSS JOIN LATERAL unnest(string_to_array(n.search_name, ' ')) AS w(word)
  WHERE n.is_active AND w.word <> '';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_postings_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings sp
  USING new_rows n JOIN old_rows o ON o.id = n.id
  WHERE sp.product_id = n.id
    AND (n.search_name IS DISTINCT FROM o.search_name OR n.position IS DISTINCT FROM o.position OR n.is_active IS DISTINCT FROM o.is_active);
  INSERT INTO search_postings (word, product_id, position)
  SELECT DISTINCT w.word, n.id, n.position
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  CROSS JOIN LATERAL unnest(string_to_array(n.search_name, ' ')) AS w(word)
  WHERE n.is_active AND w.word <> ''
    AND (n.search_name IS DISTINCT FROM o.search_name OR n.position IS DISTINCT FROM o.position OR n.is_active IS DISTINCT FROM o.is_active);
  RETURN NULL;
END
$$;
