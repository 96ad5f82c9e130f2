CREATE TABLE "automatic_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL,
	"kind" text NOT NULL,
	"min_items" integer DEFAULT 0 NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"min_cart_paise" integer DEFAULT 0 NOT NULL,
	"flat_paise" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"reseller_id" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"cap_paise" integer,
	"flat_paise" integer DEFAULT 0 NOT NULL,
	"min_cart_paise" integer DEFAULT 0 NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"total_uses" integer,
	"uses_per_shopper" integer DEFAULT 1 NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "auto_offer_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "coupon_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "auto_offer_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "auto_offer_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "online_discount_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "automatic_offers" ADD CONSTRAINT "automatic_offers_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automatic_offers_shop_idx" ON "automatic_offers" USING btree ("reseller_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_idx" ON "coupon_uses" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_live_code_unique" ON "coupons" USING btree ("reseller_id","code") WHERE status <> 'archived';