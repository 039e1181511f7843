ALTER TABLE "member_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "member_reports" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "member_reports" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_reports" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_decided_by_members_member_no_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_resolution" CHECK ("member_reports"."resolution" is null or ("member_reports"."status" = 'closed' and "member_reports"."resolution" in ('actioned', 'dismissed')));