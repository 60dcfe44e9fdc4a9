ALTER TABLE "schedules" ADD COLUMN "setup_reference" text;--> statement-breakpoint
CREATE INDEX "schedules_setup_idx" ON "schedules" USING btree ("id") WHERE "schedules"."setup_reference" IS NOT NULL;