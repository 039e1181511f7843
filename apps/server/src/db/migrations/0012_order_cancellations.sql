CREATE TABLE "order_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"requester_no" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cancellations_requested_by" CHECK ("order_cancellations"."requested_by" in ('client', 'designer')),
	CONSTRAINT "order_cancellations_status" CHECK ("order_cancellations"."status" in ('requested', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_requester_no_members_member_no_fk" FOREIGN KEY ("requester_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_decided_by_members_member_no_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_cancellations_one_open" ON "order_cancellations" USING btree ("order_id") WHERE "order_cancellations"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "order_cancellations_order_created" ON "order_cancellations" USING btree ("order_id","created_at");