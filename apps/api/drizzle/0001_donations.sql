CREATE TYPE "public"."payment_state" AS ENUM('pending', 'paid', 'failed', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TABLE "donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer,
	"state" "payment_state" DEFAULT 'pending' NOT NULL,
	"currency_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"campaign_amount_minor" bigint NOT NULL,
	"rate_to_base" numeric(20, 8) NOT NULL,
	"base_amount_minor" bigint NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(64) NOT NULL,
	"gateway" varchar(20) NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_reference" text,
	"state" "payment_state" DEFAULT 'pending' NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"mobile" varchar(15) NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"currency_id" integer NOT NULL,
	"total_minor" bigint NOT NULL,
	"is_gift" boolean DEFAULT false NOT NULL,
	"love_name" text,
	"love_email" varchar(254),
	"love_mobile" varchar(15),
	"love_comment" text,
	"gift_token" varchar(64),
	"pay_type" varchar(10),
	"ongoing_charity" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_campaign_state_idx" ON "donations" USING btree ("campaign_id","state");--> statement-breakpoint
CREATE INDEX "donations_user_idx" ON "donations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "donations_payment_idx" ON "donations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "donations_paid_base_idx" ON "donations" USING btree ("base_amount_minor") WHERE state = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_unique" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gift_token_unique" ON "payments" USING btree ("gift_token");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");