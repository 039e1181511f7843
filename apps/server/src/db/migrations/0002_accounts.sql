CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_no" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"nation" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "job" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "license_file_id" uuid;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "representative" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "business_number" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "business_file_id" uuid;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address_detail" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "bank" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "depositor" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "currency" text DEFAULT 'KRW' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "agree_terms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "agree_privacy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "agree_marketing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "agree_outsourcing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "agree_einvoice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "approval_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "google_sub" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "is_private" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_idx" ON "phone_verifications" USING btree ("nation","phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone_unique" ON "members" USING btree ("contact_nation","phone");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_google_sub_unique" UNIQUE("google_sub");