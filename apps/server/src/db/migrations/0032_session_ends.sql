CREATE TABLE "ended_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"member_no" integer NOT NULL,
	"ended_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "ended_sessions" ADD CONSTRAINT "ended_sessions_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ended_sessions_ended_at_idx" ON "ended_sessions" USING btree ("ended_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_at_idx" ON "login_failures" USING btree ("address","at");