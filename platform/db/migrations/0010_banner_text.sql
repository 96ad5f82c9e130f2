-- The words on a banner as the reseller typed them ("Diwali Dhamaka" stays so): until now they were kept only in the
-- picture's lower-case file name. Empty for banners made before: their words are still read from the file name.
ALTER TABLE "banners" ADD COLUMN "text" text DEFAULT '' NOT NULL;