-- Long texts (description, search text and its tsvector) move out of line, so listing and search scans read
-- narrow rows. Applies to rows written from now on.
ALTER TABLE "products" SET (toast_tuple_target = 128);
--> statement-breakpoint
-- search_postings holds one row per word of every active product's search_name, in featured order. These
-- triggers keep it in step with products whoever writes them (seed, import, back office).
CREATE OR REPLACE FUNCTION search_postings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_postings (word, product_id, position)
  SELECT DISTINCT w.word, n.id, n.position
  FROM new_rows n CROSS JOIN LATERAL unnest(string_to_array(n.search_name, ' ')) AS w(word)
  WHERE n.is_active AND w.word <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
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
    AND (n.search_name IS DISTINCT FROM o.search_name OR n.position IS DISTINCT FROM o.position OR n.is_active IS DISTINCT FROM o.is_active)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_postings_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_inserted();
--> statement-breakpoint
CREATE TRIGGER products_search_postings_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_updated();
--> statement-breakpoint
INSERT INTO search_postings (word, product_id, position)
SELECT DISTINCT w.word, p.id, p.position
FROM products p CROSS JOIN LATERAL unnest(string_to_array(p.search_name, ' ')) AS w(word)
WHERE p.is_active AND w.word <> ''
ON CONFLICT DO NOTHING;
