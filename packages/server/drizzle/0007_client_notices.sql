CREATE TABLE "client_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"event" jsonb NOT NULL,
	"mail_claimed_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "notice_en_route" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "notice_job_done" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "notice_project_done" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "client_notices" ADD CONSTRAINT "client_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notices" ADD CONSTRAINT "client_notices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notices" ADD CONSTRAINT "client_notices_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_notices_event_key_idx" ON "client_notices" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "client_notices_project_idx" ON "client_notices" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "client_notices_unmailed_idx" ON "client_notices" USING btree ("id") WHERE "client_notices"."mailed_at" is null;