CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"client_no" integer NOT NULL,
	"designer_no" integer NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"photo_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_no_members_member_no_fk" FOREIGN KEY ("client_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_designer_no_members_member_no_fk" FOREIGN KEY ("designer_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reviews_designer_created" ON "reviews" USING btree ("designer_no","created_at");--> statement-breakpoint
CREATE INDEX "reviews_client_created" ON "reviews" USING btree ("client_no","created_at");