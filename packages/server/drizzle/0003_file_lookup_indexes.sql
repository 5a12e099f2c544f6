CREATE INDEX "companies_logo_idx" ON "companies" USING btree ("logo");--> statement-breakpoint
CREATE INDEX "invoices_file_idx" ON "invoices" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "media_thumb_idx" ON "media" USING btree ("thumb_name");--> statement-breakpoint
CREATE INDEX "users_logo_idx" ON "users" USING btree ("logo");