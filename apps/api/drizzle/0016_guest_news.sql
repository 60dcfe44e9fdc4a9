CREATE TABLE "guest_email_opt_outs" (
	"email" varchar(254) NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_email_opt_outs_email_type_pk" PRIMARY KEY("email","type")
);
--> statement-breakpoint
CREATE TABLE "guest_news_mails" (
	"update_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	CONSTRAINT "guest_news_mails_update_id_email_pk" PRIMARY KEY("update_id","email")
);
--> statement-breakpoint
ALTER TABLE "guest_news_mails" ADD CONSTRAINT "guest_news_mails_update_id_campaign_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."campaign_updates"("id") ON DELETE cascade ON UPDATE no action;