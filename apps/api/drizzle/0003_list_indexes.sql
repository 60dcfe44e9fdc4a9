-- Indexes measured with 100,000 campaigns and 1,000,000 donations (docs/performance.md,
-- "Campaigns at scale"). Written by hand: drizzle's index builder has no INCLUDE.
-- Public campaigns in the list's default order, covering what the filters, the count,
-- ending_soon and most_funded read, so those are index-only scans.
CREATE INDEX IF NOT EXISTS "campaigns_listed_idx" ON "campaigns" ("start_at" DESC, "id" DESC)
  INCLUDE ("charity_id", "category_id", "charity_choice", "end_at", "raised_minor", "price_target_minor")
  WHERE "review_state" = 'approved' AND "charity_choice" <> 'cancelled' AND "deleted_at" IS NULL;--> statement-breakpoint
-- A campaign's paid donations, newest first: the latest five without a sort, and the givers'
-- grouping as an index-only scan.
CREATE INDEX IF NOT EXISTS "donations_campaign_paid_idx" ON "donations" ("campaign_id", "paid_at" DESC, "id" DESC)
  INCLUDE ("user_id", "anonymous", "email", "campaign_amount_minor") WHERE "state" = 'paid';--> statement-breakpoint
-- The approved charities, read by every public campaign query.
CREATE INDEX IF NOT EXISTS "users_approved_charities_idx" ON "users" ("id")
  WHERE "user_type" = 'charity' AND "approval_status" = 'approved';
