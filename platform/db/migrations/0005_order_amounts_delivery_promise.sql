ALTER TABLE "order_lines" ADD COLUMN "offer_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "amount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "delivery_promise" text DEFAULT 'Pay on Delivery' NOT NULL;--> statement-breakpoint
-- Orders placed before this migration: each line's share of the online discount (in proportion to its subtotal,
-- the last line taking the rounding so the shares add up to the order's discount) and what the line costs.
WITH shares AS (
  SELECT l.id, l.order_id, o.discount_paise AS order_discount,
    CASE WHEN o.subtotal_paise > 0
      THEN round(o.discount_paise::numeric * (l.line_total_paise - l.delivery_paise) / o.subtotal_paise)::integer
      ELSE 0 END AS share,
    row_number() OVER (PARTITION BY l.order_id ORDER BY l.id DESC) AS from_last
  FROM "order_lines" l JOIN "orders" o ON o.id = l.order_id
), settled AS (
  SELECT id, CASE WHEN from_last = 1 THEN order_discount - (sum(share) OVER (PARTITION BY order_id) - share) ELSE share END AS share
  FROM shares
)
UPDATE "order_lines" l SET "discount_paise" = s.share, "amount_paise" = l.line_total_paise - s.share
FROM settled s WHERE s.id = l.id;
--> statement-breakpoint
-- What was refunded so far, from the lines.
UPDATE "orders" o SET "refunded_paise" = r.refunded
FROM (SELECT order_id, sum(refund_paise)::integer AS refunded FROM "order_lines" GROUP BY order_id) r
WHERE r.order_id = o.id;
