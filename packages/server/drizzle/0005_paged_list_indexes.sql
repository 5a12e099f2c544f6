DROP INDEX "expenses_project_idx";--> statement-breakpoint
DROP INDEX "expenses_job_idx";--> statement-breakpoint
DROP INDEX "jobs_project_idx";--> statement-breakpoint
DROP INDEX "projects_client_idx";--> statement-breakpoint
DROP INDEX "reminders_company_idx";--> statement-breakpoint
CREATE INDEX "projects_company_status_idx" ON "projects" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "projects_company_start_idx" ON "projects" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "expenses_project_idx" ON "expenses" USING btree ("project_id","date","id");--> statement-breakpoint
CREATE INDEX "expenses_job_idx" ON "expenses" USING btree ("job_id","date","id");--> statement-breakpoint
CREATE INDEX "jobs_project_idx" ON "jobs" USING btree ("project_id","start_date","id");--> statement-breakpoint
CREATE INDEX "projects_client_idx" ON "projects" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "reminders_company_idx" ON "reminders" USING btree ("company_id","due_date","id");