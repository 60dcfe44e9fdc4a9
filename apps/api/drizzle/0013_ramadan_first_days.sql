CREATE TABLE "ramadan_first_days" (
	"hijri_year" smallint NOT NULL,
	"country_id" integer NOT NULL,
	"first_day" date NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ramadan_first_days" ADD CONSTRAINT "ramadan_first_days_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ramadan_first_days" ADD CONSTRAINT "ramadan_first_days_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ramadan_first_days_year_country_unique" ON "ramadan_first_days" USING btree ("hijri_year","country_id");