CREATE TABLE "member_favourites" (
	"member_no" integer NOT NULL,
	"target_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_favourites_member_no_target_no_pk" PRIMARY KEY("member_no","target_no")
);
--> statement-breakpoint
CREATE TABLE "member_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_no" integer NOT NULL,
	"target" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_reports_target" CHECK ("member_reports"."target" in ('member', 'request', 'review')),
	CONSTRAINT "member_reports_status" CHECK ("member_reports"."status" in ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "lab_profiles" SET "created_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "member_favourites" ADD CONSTRAINT "member_favourites_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_favourites" ADD CONSTRAINT "member_favourites_target_no_members_member_no_fk" FOREIGN KEY ("target_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reporter_no_members_member_no_fk" FOREIGN KEY ("reporter_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_favourites_member_created" ON "member_favourites" USING btree ("member_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_reports_open_once" ON "member_reports" USING btree ("reporter_no","target","target_id") WHERE "member_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "member_reports_status_created" ON "member_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "designer_profiles_types" ON "designer_profiles" USING gin ("prosthesis_types" jsonb_path_ops) WHERE "designer_profiles"."is_public";--> statement-breakpoint
CREATE INDEX "lab_profiles_specializations" ON "lab_profiles" USING gin ("specializations" jsonb_path_ops) WHERE "lab_profiles"."is_public";--> statement-breakpoint
CREATE INDEX "lab_profiles_region" ON "lab_profiles" USING btree ("region") WHERE "lab_profiles"."is_public";--> statement-breakpoint
CREATE INDEX "lab_profiles_public_created" ON "lab_profiles" USING btree ("created_at") WHERE "lab_profiles"."is_public";