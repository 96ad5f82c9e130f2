-- Hindi mails and texts: the language of the shop's pages an order was placed from ('en' | 'hi'); the order's mails
-- (placed, shipped, cancelled, refunded…) and its COD code texts are written in it. Earlier orders are English.
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
