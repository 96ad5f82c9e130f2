CREATE TABLE "admin_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reseller_id" integer,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_accounts_role_scope" CHECK (("admin_accounts"."role" = 'operator') = ("admin_accounts"."reseller_id" is null))
);
--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_throttles" DROP CONSTRAINT "login_throttles_reseller_id_username_key_pk";--> statement-breakpoint
ALTER TABLE "login_throttles" ADD COLUMN "client_key" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD CONSTRAINT "login_throttles_reseller_id_username_key_client_key_pk" PRIMARY KEY("reseller_id","username_key","client_key");--> statement-breakpoint
ALTER TABLE "admin_accounts" ADD CONSTRAINT "admin_accounts_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_accounts_reseller_email" ON "admin_accounts" USING btree ("reseller_id","email") WHERE "admin_accounts"."reseller_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_accounts_operator_email" ON "admin_accounts" USING btree ("email") WHERE "admin_accounts"."reseller_id" is null;--> statement-breakpoint
CREATE INDEX "admin_accounts_reseller_idx" ON "admin_accounts" USING btree ("reseller_id");--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");