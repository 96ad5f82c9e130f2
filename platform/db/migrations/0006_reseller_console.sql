CREATE TABLE "admin_password_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"reseller_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea",
	"reseller_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer,
	"amount_paise" integer NOT NULL,
	"gateway_refund_id" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_hidden_categories" (
	"reseller_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "reseller_hidden_categories_reseller_id_category_id_pk" PRIMARY KEY("reseller_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "reseller_product_settings" (
	"reseller_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"selling_price_paise" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_product_settings_reseller_id_product_id_pk" PRIMARY KEY("reseller_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hsn_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "phone_image_file" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "active_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "active_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_headers" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "home_headers" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_password_links" ADD CONSTRAINT "admin_password_links_admin_id_admin_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "admin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admin_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "admin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_hidden_categories" ADD CONSTRAINT "reseller_hidden_categories_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_hidden_categories" ADD CONSTRAINT "reseller_hidden_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_product_settings" ADD CONSTRAINT "reseller_product_settings_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_product_settings" ADD CONSTRAINT "reseller_product_settings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_password_links_admin_idx" ON "admin_password_links" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reseller_product_settings_product_idx" ON "reseller_product_settings" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "home_headers" ADD CONSTRAINT "home_headers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE set null ON UPDATE no action;