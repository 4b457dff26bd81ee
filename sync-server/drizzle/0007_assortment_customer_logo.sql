ALTER TABLE "assortments" ADD COLUMN "customer_logo" text;--> statement-breakpoint
CREATE INDEX "assortments_logo_idx" ON "assortments" USING btree ("logo") WHERE "assortments"."logo" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "assortments_customer_logo_idx" ON "assortments" USING btree ("customer_logo") WHERE "assortments"."customer_logo" IS NOT NULL;