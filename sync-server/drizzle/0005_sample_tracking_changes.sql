ALTER TABLE "sample_tracking" ADD COLUMN "field" text;--> statement-breakpoint
ALTER TABLE "sample_tracking" ADD COLUMN "from_value" text;--> statement-breakpoint
ALTER TABLE "sample_tracking" ADD COLUMN "to_value" text;