CREATE TABLE "quick_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quick_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_ids" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_deliveries_version" UNIQUE("quick_id","version")
);
--> statement-breakpoint
CREATE TABLE "quick_designers" (
	"member_no" integer PRIMARY KEY NOT NULL,
	"opted_in" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quick_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_no" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_misses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quick_id" uuid NOT NULL,
	"designer_no" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_prices" (
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "quick_prices_type_currency_pk" PRIMARY KEY("type","currency"),
	CONSTRAINT "quick_prices_non_negative" CHECK ("quick_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quick_remakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quick_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" bigserial NOT NULL,
	"client_no" integer NOT NULL,
	"taker_no" integer,
	"status" text NOT NULL,
	"referral_id" uuid,
	"items" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"currency" text NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"on_missed" text DEFAULT 'repost' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"remakes_used" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"taken_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"settlement_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_requests_client_key" UNIQUE("client_no","idempotency_key"),
	CONSTRAINT "quick_requests_total_positive" CHECK ("quick_requests"."total" > 0)
);
--> statement-breakpoint
CREATE TABLE "quick_terms" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"remake_limit" integer DEFAULT 1 NOT NULL,
	"min_deadline_hours" integer DEFAULT 24 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_terms_single" CHECK ("quick_terms"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "source" text DEFAULT 'earnings' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "period_from" date;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "period_to" date;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "quick_id" uuid;--> statement-breakpoint
ALTER TABLE "quick_deliveries" ADD CONSTRAINT "quick_deliveries_quick_id_quick_requests_id_fk" FOREIGN KEY ("quick_id") REFERENCES "public"."quick_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_designers" ADD CONSTRAINT "quick_designers_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_events" ADD CONSTRAINT "quick_events_quick_id_quick_requests_id_fk" FOREIGN KEY ("quick_id") REFERENCES "public"."quick_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_events" ADD CONSTRAINT "quick_events_actor_no_members_member_no_fk" FOREIGN KEY ("actor_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_misses" ADD CONSTRAINT "quick_misses_quick_id_quick_requests_id_fk" FOREIGN KEY ("quick_id") REFERENCES "public"."quick_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_misses" ADD CONSTRAINT "quick_misses_designer_no_members_member_no_fk" FOREIGN KEY ("designer_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_remakes" ADD CONSTRAINT "quick_remakes_quick_id_quick_requests_id_fk" FOREIGN KEY ("quick_id") REFERENCES "public"."quick_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_requests" ADD CONSTRAINT "quick_requests_client_no_members_member_no_fk" FOREIGN KEY ("client_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_requests" ADD CONSTRAINT "quick_requests_taker_no_members_member_no_fk" FOREIGN KEY ("taker_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_requests" ADD CONSTRAINT "quick_requests_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_requests" ADD CONSTRAINT "quick_requests_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_terms" ADD CONSTRAINT "quick_terms_updated_by_members_member_no_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quick_events_quick" ON "quick_events" USING btree ("quick_id","at");--> statement-breakpoint
CREATE INDEX "quick_misses_designer" ON "quick_misses" USING btree ("designer_no");--> statement-breakpoint
CREATE INDEX "quick_remakes_quick" ON "quick_remakes" USING btree ("quick_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quick_requests_serial" ON "quick_requests" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "quick_requests_board" ON "quick_requests" USING btree ("status","deadline_at");--> statement-breakpoint
CREATE INDEX "quick_requests_client" ON "quick_requests" USING btree ("client_no","created_at");--> statement-breakpoint
CREATE INDEX "quick_requests_taker" ON "quick_requests" USING btree ("taker_no","status","completed_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_quick_id_quick_requests_id_fk" FOREIGN KEY ("quick_id") REFERENCES "public"."quick_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_quick" ON "reviews" USING btree ("quick_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject" CHECK (("reviews"."order_id" is null) <> ("reviews"."quick_id" is null));--> statement-breakpoint
INSERT INTO "quick_terms" ("id") VALUES (1) ON CONFLICT DO NOTHING;
