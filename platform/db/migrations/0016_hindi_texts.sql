-- Hindi (issue 29): the language a shop opens in at / ('en' | 'hi'), and Hindi versions of the texts a reseller or
-- an operator writes (shop name, header strip, banner words, home section names, category names). '' = no Hindi
-- version: the English is shown. Product data stays as supplied.
ALTER TABLE "categories" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "text_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_headers" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "shop_name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "delivery_promise_hi" text DEFAULT '' NOT NULL;