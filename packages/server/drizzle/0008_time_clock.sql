CREATE TABLE "time_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"en_route_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"offline" boolean DEFAULT false NOT NULL,
	"client_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_opened_check" CHECK ("time_entries"."en_route_at" is not null or "time_entries"."started_at" is not null),
	CONSTRAINT "time_entries_order_check" CHECK ("time_entries"."ended_at" is null or ("time_entries"."started_at" is not null and "time_entries"."ended_at" >= "time_entries"."started_at"))
);
--> statement-breakpoint
CREATE TABLE "time_entry_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"by_user_id" integer,
	"started_before" timestamp with time zone,
	"ended_before" timestamp with time zone,
	"started_after" timestamp with time zone NOT NULL,
	"ended_after" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "hourly_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "labor_manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Labor saved before the time clock existed was typed by hand: it stays as typed.
UPDATE "jobs" SET "labor_manual" = true WHERE "labor_cents" > 0;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_corrections" ADD CONSTRAINT "time_entry_corrections_entry_id_time_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."time_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_corrections" ADD CONSTRAINT "time_entry_corrections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_corrections" ADD CONSTRAINT "time_entry_corrections_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_client_ref_idx" ON "time_entries" USING btree ("user_id","client_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_open_idx" ON "time_entries" USING btree ("job_id","user_id") WHERE "time_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "time_entries_job_idx" ON "time_entries" USING btree ("job_id","user_id","id");--> statement-breakpoint
CREATE INDEX "time_entries_company_idx" ON "time_entries" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "time_entries_company_started_idx" ON "time_entries" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE INDEX "time_entry_corrections_entry_idx" ON "time_entry_corrections" USING btree ("entry_id","id");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_rate_check" CHECK ("memberships"."hourly_rate_cents" >= 0);