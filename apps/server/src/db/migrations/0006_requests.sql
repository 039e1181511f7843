CREATE TABLE "holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_blocks" (
	"blocker_no" integer NOT NULL,
	"blocked_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_blocks_blocker_no_blocked_no_pk" PRIMARY KEY("blocker_no","blocked_no")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"quotation_id" uuid,
	"client_no" integer NOT NULL,
	"designer_no" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'KRW' NOT NULL,
	"status" text DEFAULT 'awaitingPayment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"designer_no" integer NOT NULL,
	"status" text NOT NULL,
	"items" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"currency" text DEFAULT 'KRW' NOT NULL,
	"delivery_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_no" integer NOT NULL,
	"parent_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_referrals" (
	"request_id" uuid NOT NULL,
	"referral_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "request_referrals_request_id_referral_id_pk" PRIMARY KEY("request_id","referral_id")
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"client_no" integer NOT NULL,
	"designer_no" integer,
	"quote_expires_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"reject_reason" text,
	"units" jsonb NOT NULL,
	"referral_count" integer NOT NULL,
	"quotation_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocker_no_members_member_no_fk" FOREIGN KEY ("blocker_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_no_members_member_no_fk" FOREIGN KEY ("blocked_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_no_members_member_no_fk" FOREIGN KEY ("client_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_designer_no_members_member_no_fk" FOREIGN KEY ("designer_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_designer_no_members_member_no_fk" FOREIGN KEY ("designer_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_comments" ADD CONSTRAINT "request_comments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_comments" ADD CONSTRAINT "request_comments_author_no_members_member_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_referrals" ADD CONSTRAINT "request_referrals_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_referrals" ADD CONSTRAINT "request_referrals_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_client_no_members_member_no_fk" FOREIGN KEY ("client_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_designer_no_members_member_no_fk" FOREIGN KEY ("designer_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_blocks_blocked" ON "member_blocks" USING btree ("blocked_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_request" ON "orders" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "orders_client_created" ON "orders" USING btree ("client_no","created_at");--> statement-breakpoint
CREATE INDEX "orders_designer_created" ON "orders" USING btree ("designer_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_request_designer" ON "quotations" USING btree ("request_id","designer_no");--> statement-breakpoint
CREATE INDEX "quotations_designer_created" ON "quotations" USING btree ("designer_no","created_at");--> statement-breakpoint
CREATE INDEX "request_comments_request_created" ON "request_comments" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "request_referrals_referral" ON "request_referrals" USING btree ("referral_id");--> statement-breakpoint
CREATE INDEX "requests_status_created" ON "requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "requests_status_expiry" ON "requests" USING btree ("status","quote_expires_at");--> statement-breakpoint
CREATE INDEX "requests_client_created" ON "requests" USING btree ("client_no","created_at");--> statement-breakpoint
CREATE INDEX "requests_designer_created" ON "requests" USING btree ("designer_no","created_at");