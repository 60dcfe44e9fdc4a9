-- A donation keeps its campaign's charity (a campaign never changes charity), so a charity's
-- donations are one index range: added empty, filled from the campaigns, then required.
ALTER TABLE "donations" ADD COLUMN "charity_id" integer;--> statement-breakpoint
UPDATE "donations" SET "charity_id" = "campaigns"."charity_id" FROM "campaigns" WHERE "campaigns"."id" = "donations"."campaign_id";--> statement-breakpoint
ALTER TABLE "donations" ALTER COLUMN "charity_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_charity_id_users_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_charity_state_at_idx" ON "donations" USING btree ("charity_id","state",(coalesce("paid_at", "created_at")) desc,"id" desc);
