DROP INDEX "refunds_donation_unique";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refunded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "campaign_refunded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "base_refunded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_donation_attempt_unique" ON "refunds" USING btree ("donation_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_unique" ON "refunds" USING btree ("provider","provider_refund_id");--> statement-breakpoint
-- Donations refunded in full before partial refunds (decision 032) gave back all of their amounts.
UPDATE "donations" SET "refunded_minor" = "amount_minor", "campaign_refunded_minor" = "campaign_amount_minor", "base_refunded_minor" = "base_amount_minor" WHERE "state" = 'refunded';
