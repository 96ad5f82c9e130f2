CREATE TABLE "search_postings" (
	"word" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "search_postings_word_position_product_id_pk" PRIMARY KEY("word","position","product_id")
);
--> statement-breakpoint
DROP INDEX "products_subcategory_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_group_idx";--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_postings_product_idx" ON "search_postings" USING btree ("product_id","word");--> statement-breakpoint
CREATE INDEX "products_subcategory_price_idx" ON "products" USING btree ("subcategory_id","base_price_paise") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","base_price_paise") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_group_price_idx" ON "products" USING btree ("group_id","base_price_paise") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_subcategory_name_idx" ON "products" USING btree ("subcategory_id",lower("name") collate "C") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_id",lower("name") collate "C") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_group_name_idx" ON "products" USING btree ("group_id",lower("name") collate "C") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_subcategory_idx" ON "products" USING btree ("subcategory_id","position") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","position") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_group_idx" ON "products" USING btree ("group_id","position") WHERE "products"."is_active";