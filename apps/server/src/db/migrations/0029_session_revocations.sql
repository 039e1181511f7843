CREATE TABLE "session_revocations" (
	"member_no" integer PRIMARY KEY NOT NULL,
	"revoked_before" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_revocations" ADD CONSTRAINT "session_revocations_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_revocations_updated_at_idx" ON "session_revocations" USING btree ("updated_at");