CREATE TABLE "cod_code_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL,
	"phone" text NOT NULL,
	"client_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_confirmations" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL,
	"mode" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text DEFAULT '' NOT NULL,
	"code_sent_at" timestamp with time zone,
	"code_expires_at" timestamp with time zone,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_trusted_phones" (
	"reseller_id" integer NOT NULL,
	"phone" text NOT NULL,
	"trusted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_trusted_phones_reseller_id_phone_pk" PRIMARY KEY("reseller_id","phone")
);
--> statement-breakpoint
CREATE TABLE "dev_sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL,
	"to_phone" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "cod_confirmation" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "cod_confirm_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "cod_max_order_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "cod_blocked_pincodes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_confirmations" ADD CONSTRAINT "cod_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_confirmations" ADD CONSTRAINT "cod_confirmations_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_trusted_phones" ADD CONSTRAINT "cod_trusted_phones_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_code_sends_phone_idx" ON "cod_code_sends" USING btree ("reseller_id","phone","sent_at");--> statement-breakpoint
CREATE INDEX "cod_code_sends_client_idx" ON "cod_code_sends" USING btree ("client_key","sent_at");--> statement-breakpoint
CREATE INDEX "dev_sms_outbox_shop_idx" ON "dev_sms_outbox" USING btree ("reseller_id","id");--> statement-breakpoint
CREATE INDEX "orders_confirm_by_idx" ON "orders" USING btree ("confirm_by") WHERE "orders"."confirm_by" is not null;