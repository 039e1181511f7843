CREATE TABLE "member_withdrawals" (
	"member_no" integer PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" integer
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"member_no" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outsourcing_agreements" (
	"member_no" integer NOT NULL,
	"version" text NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outsourcing_agreements_member_no_version_pk" PRIMARY KEY("member_no","version")
);
--> statement-breakpoint
ALTER TABLE "member_withdrawals" ADD CONSTRAINT "member_withdrawals_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_withdrawals" ADD CONSTRAINT "member_withdrawals_completed_by_members_member_no_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsourcing_agreements" ADD CONSTRAINT "outsourcing_agreements_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;