CREATE TYPE "public"."occurrence_state" AS ENUM('scheduled', 'charging', 'paid', 'failed', 'action_required', 'missed', 'skipped', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."schedule_status" AS ENUM('awaiting_payment_method', 'active', 'paused', 'cancelled', 'completed');--> statement-breakpoint
CREATE TABLE "schedule_occurrences" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"charge_at" timestamp with time zone NOT NULL,
	"night" smallint,
	"amount_minor" bigint NOT NULL,
	"state" "occurrence_state" DEFAULT 'scheduled' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"payment_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(64) NOT NULL,
	"plan" varchar(20) NOT NULL,
	"status" "schedule_status" DEFAULT 'awaiting_payment_method' NOT NULL,
	"paused_reason" varchar(20),
	"user_id" integer,
	"name" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"mobile" varchar(15) NOT NULL,
	"locale" "locale" DEFAULT 'ar' NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"target_type" varchar(10) NOT NULL,
	"targets" jsonb NOT NULL,
	"hour" smallint NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"country_id" integer,
	"start_day" date,
	"end_day" date,
	"odd_nights_multiplier" smallint DEFAULT 1 NOT NULL,
	"ramadan_only" boolean DEFAULT false NOT NULL,
	"gateway" varchar(20) NOT NULL,
	"provider" varchar(20) NOT NULL,
	"method_customer" text,
	"method_reference" text,
	"method_brand" varchar(30),
	"method_last4" varchar(4),
	"method_label" varchar(60),
	"failed_in_row" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_occurrences" ADD CONSTRAINT "schedule_occurrences_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_occurrences" ADD CONSTRAINT "schedule_occurrences_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_occurrences_schedule_seq_unique" ON "schedule_occurrences" USING btree ("schedule_id","seq");--> statement-breakpoint
CREATE INDEX "schedule_occurrences_due_idx" ON "schedule_occurrences" USING btree ("charge_at") WHERE state = 'scheduled';--> statement-breakpoint
CREATE INDEX "schedule_occurrences_charging_idx" ON "schedule_occurrences" USING btree ("locked_until") WHERE state = 'charging';--> statement-breakpoint
CREATE INDEX "schedule_occurrences_payment_idx" ON "schedule_occurrences" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_reference_unique" ON "schedules" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "schedules_user_idx" ON "schedules" USING btree ("user_id","id");