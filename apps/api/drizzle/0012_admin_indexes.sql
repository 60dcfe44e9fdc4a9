ALTER TYPE "public"."refund_status" ADD VALUE 'failed';--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_default_unique" ON "currencies" USING btree ("is_default") WHERE is_default;--> statement-breakpoint
CREATE INDEX "donations_currency_idx" ON "donations" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "payments_gateway_idx" ON "payments" USING btree ("gateway");--> statement-breakpoint
CREATE INDEX "users_type_approval_created_idx" ON "users" USING btree ("user_type","approval_status","created_at");