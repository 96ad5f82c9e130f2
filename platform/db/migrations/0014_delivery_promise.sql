ALTER TABLE "orders" ADD COLUMN "delivery_by" date;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "dispatch_pincode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "dispatch_weekdays" integer[] DEFAULT '{1,2,3,4,5,6}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "dispatch_cutoff" text DEFAULT '14:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "transit_days" jsonb DEFAULT '{"same_city":1,"same_state":2,"metro":3,"rest":5,"north_east":7,"special":8}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "undeliverable_pincodes" text[] DEFAULT '{}'::text[] NOT NULL;