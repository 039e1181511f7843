CREATE TABLE "members" (
	"member_no" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"member_se" text NOT NULL,
	"approval_se" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"nickname" text,
	"phone" text,
	"contact_nation" text,
	"profile_image" text,
	"sw_no" integer,
	"sw_etc" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_email_unique" UNIQUE("email"),
	CONSTRAINT "members_nickname_unique" UNIQUE("nickname")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"member_no" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "codes" (
	"group_code" text NOT NULL,
	"code" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer NOT NULL,
	"extra" text,
	CONSTRAINT "codes_group_code_code_pk" PRIMARY KEY("group_code","code")
);
--> statement-breakpoint
CREATE TABLE "teeth_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"arch" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_no" integer,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_no_members_member_no_fk" FOREIGN KEY ("owner_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_email_at_idx" ON "login_failures" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");