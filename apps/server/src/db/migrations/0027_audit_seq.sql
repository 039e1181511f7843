DROP INDEX "admin_audit_at";--> statement-breakpoint
ALTER TABLE "admin_audit" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_audit_seq" ON "admin_audit" USING btree ("seq");