CREATE TABLE "charge_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charge_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_by" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reason" text,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"krw_per_unit_hundredths" integer NOT NULL,
	"entered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_day" UNIQUE("currency","day"),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."krw_per_unit_hundredths" > 0)
);
--> statement-breakpoint
CREATE TABLE "mileage_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_no" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_order_id" text,
	"payment_key" text,
	"card_id" uuid,
	"journal_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"failure_code" text,
	CONSTRAINT "mileage_charges_payment_key" UNIQUE("payment_key"),
	CONSTRAINT "mileage_charges_member_key" UNIQUE("member_no","idempotency_key"),
	CONSTRAINT "mileage_charges_amount_positive" CHECK ("mileage_charges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_no" integer NOT NULL,
	"provider" text NOT NULL,
	"billing_key" text NOT NULL,
	"customer_key" text NOT NULL,
	"last_four" text NOT NULL,
	"issuer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_no" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"payout_krw" bigint NOT NULL,
	"rate_id" uuid,
	"bank" text NOT NULL,
	"depositor" text NOT NULL,
	"account_number" text NOT NULL,
	"invoice" jsonb NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "settlements_member_key" UNIQUE("member_no","idempotency_key"),
	CONSTRAINT "settlements_amount_positive" CHECK ("settlements"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "charge_refunds" ADD CONSTRAINT "charge_refunds_charge_id_mileage_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."mileage_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_refunds" ADD CONSTRAINT "charge_refunds_decided_by_members_member_no_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_entered_by_members_member_no_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_charges" ADD CONSTRAINT "mileage_charges_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_rate_id_exchange_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."exchange_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_decided_by_members_member_no_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_refunds_one_live" ON "charge_refunds" USING btree ("charge_id") WHERE "charge_refunds"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "charge_refunds_status" ON "charge_refunds" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "mileage_charges_member" ON "mileage_charges" USING btree ("member_no","created_at");--> statement-breakpoint
CREATE INDEX "payment_cards_member" ON "payment_cards" USING btree ("member_no");--> statement-breakpoint
CREATE INDEX "settlements_status" ON "settlements" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "settlements_member" ON "settlements" USING btree ("member_no","requested_at");