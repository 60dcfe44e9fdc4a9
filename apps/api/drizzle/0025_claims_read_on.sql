DROP INDEX "schedule_occurrences_due_idx";--> statement-breakpoint
DROP INDEX "schedule_occurrences_charging_idx";--> statement-breakpoint
CREATE INDEX "schedule_occurrences_authentication_idx" ON "schedule_occurrences" USING btree ("schedule_id") WHERE state = 'action_required';--> statement-breakpoint
CREATE INDEX "schedule_occurrences_due_idx" ON "schedule_occurrences" USING btree ("charge_at","id") WHERE state = 'scheduled';--> statement-breakpoint
CREATE INDEX "schedule_occurrences_charging_idx" ON "schedule_occurrences" USING btree ("locked_until","id") WHERE state = 'charging';