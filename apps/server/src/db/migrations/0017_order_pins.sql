CREATE TABLE "order_pins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"z" double precision NOT NULL,
	"comment" text NOT NULL,
	"parent_id" uuid,
	"author_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_pins" ADD CONSTRAINT "order_pins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pins" ADD CONSTRAINT "order_pins_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pins" ADD CONSTRAINT "order_pins_parent_id_order_pins_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."order_pins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pins" ADD CONSTRAINT "order_pins_author_no_members_member_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_pins_order_created" ON "order_pins" USING btree ("order_id","created_at");