CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"payload" jsonb NOT NULL,
	"key" varchar(255),
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" smallint NOT NULL,
	"repeat_ms" integer,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
-- Work the old timer loops had not finished becomes jobs (written by hand, not generated).
INSERT INTO "jobs" ("name", "payload", "max_attempts") SELECT 'mail.send', jsonb_build_object('emailId', "id"), 8 FROM "email_outbox" WHERE "sent_at" IS NULL AND "attempts" < 8;--> statement-breakpoint
INSERT INTO "jobs" ("name", "payload", "max_attempts") SELECT 'payments.apply-event', jsonb_build_object('eventId', "id"), 10 FROM "payment_events" WHERE "processed_at" IS NULL AND "attempts" < 10;--> statement-breakpoint
DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE attempts < max_attempts;--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "last_error";--> statement-breakpoint
ALTER TABLE "payment_events" DROP COLUMN "attempts";