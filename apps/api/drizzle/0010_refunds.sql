CREATE TYPE "public"."refund_status" AS ENUM('requested', 'succeeded');--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"donation_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"admin_id" integer,
	"amount_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_refund_id" text,
	"status" "refund_status" DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "refund" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_donation_unique" ON "refunds" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "donations_created_idx" ON "donations" USING btree ("created_at" desc,"id" desc);