CREATE TABLE "order_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_delivery_files" (
	"delivery_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_delivery_files_delivery_id_file_id_pk" PRIMARY KEY("delivery_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "order_reworks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "order_reworks_kind" CHECK ("order_reworks"."kind" in ('designError', 'changedPrescription')),
	CONSTRAINT "order_reworks_status" CHECK ("order_reworks"."status" in ('requested', 'withdrawn', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "order_surcharges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"delivery_id" uuid,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"pay_key" text,
	CONSTRAINT "order_surcharges_amount" CHECK ("order_surcharges"."amount" > 0),
	CONSTRAINT "order_surcharges_status" CHECK ("order_surcharges"."status" in ('requested', 'paid', 'declined', 'withdrawn', 'lapsed'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completion_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delivery_files" ADD CONSTRAINT "order_delivery_files_delivery_id_order_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."order_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delivery_files" ADD CONSTRAINT "order_delivery_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reworks" ADD CONSTRAINT "order_reworks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_surcharges" ADD CONSTRAINT "order_surcharges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_surcharges" ADD CONSTRAINT "order_surcharges_delivery_id_order_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."order_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_surcharges" ADD CONSTRAINT "order_surcharges_decided_by_members_member_no_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_deliveries_version" ON "order_deliveries" USING btree ("order_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "order_delivery_files_file" ON "order_delivery_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_reworks_one_open" ON "order_reworks" USING btree ("order_id") WHERE "order_reworks"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "order_reworks_order" ON "order_reworks" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_surcharges_one_open" ON "order_surcharges" USING btree ("order_id") WHERE "order_surcharges"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "order_surcharges_order" ON "order_surcharges" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_completes_at" ON "orders" USING btree ("completes_at");