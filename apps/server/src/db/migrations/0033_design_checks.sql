CREATE TABLE "design_checks" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"report" jsonb,
	"prescribed_min_mm" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "design_checks_owner_kind" CHECK ("design_checks"."owner_kind" in ('order', 'quick')),
	CONSTRAINT "design_checks_status" CHECK ("design_checks"."status" in ('pending', 'done'))
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "sanitized" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "sanitized" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "design_checks" ADD CONSTRAINT "design_checks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_checks_owner" ON "design_checks" USING btree ("owner_kind","owner_id","version");--> statement-breakpoint
CREATE INDEX "design_checks_pending" ON "design_checks" USING btree ("created_at") WHERE "design_checks"."status" = 'pending';