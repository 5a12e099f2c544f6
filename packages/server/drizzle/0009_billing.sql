CREATE TABLE "estimates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"client_id" integer,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"lines" jsonb NOT NULL,
	"tax_rate_milli" integer DEFAULT 0 NOT NULL,
	"deposit_percent_basis" integer,
	"deposit_amount_cents" bigint,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"expires_on" date NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sent_at" timestamp with time zone,
	"share_token_hash" text,
	"share_nonce" text,
	"share_revoked_at" timestamp with time zone,
	"approved_name" text,
	"approved_at" timestamp with time zone,
	"approved_address" text,
	"approved_version" integer,
	"signature_file" text,
	"approved_snapshot" jsonb,
	"rejection_reason" text,
	"rejected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimates_status_check" CHECK (status in ('draft', 'sent', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_check" CHECK (method in ('cash', 'check', 'zelle', 'card', 'transfer')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "file_name" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "sent_to" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "estimate_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "subtotal_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_rate_milli" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issued_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "estimate_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deposit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deposit_state" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "share_token_hash" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "share_nonce" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "share_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminder_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminder_late_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_company_sequence_idx" ON "estimates" USING btree ("company_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_share_token_idx" ON "estimates" USING btree ("share_token_hash");--> statement-breakpoint
CREATE INDEX "estimates_project_idx" ON "estimates" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "estimates_signature_idx" ON "estimates" USING btree ("signature_file");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "payments_company_idx" ON "payments" USING btree ("company_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_share_token_idx" ON "invoices" USING btree ("share_token_hash");--> statement-breakpoint
CREATE INDEX "invoices_estimate_idx" ON "invoices" USING btree ("estimate_id");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_on") WHERE "invoices"."due_on" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deposit_state_check" CHECK ("invoices"."deposit_state" is null or "invoices"."deposit_state" in ('requested', 'paid'));--> statement-breakpoint
-- The invoices *Factura* sent before issue 14: sent when made, one total without tax.
UPDATE "invoices" SET "sent_at" = "created_at", "issued_on" = ("created_at" at time zone 'America/Denver')::date, "subtotal_cents" = "total_cents" WHERE "sent_at" IS NULL;
