CREATE TABLE "designer_profiles" (
	"member_no" integer PRIMARY KEY NOT NULL,
	"brief_intro" text DEFAULT '' NOT NULL,
	"company_intro" text DEFAULT '' NOT NULL,
	"founded_year" smallint,
	"technician_count" integer,
	"region" text,
	"cad_software" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cad_other" text DEFAULT '' NOT NULL,
	"edit_count" smallint NOT NULL,
	"warranty_days" smallint NOT NULL,
	"prosthesis_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_profiles" (
	"member_no" integer PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"region" text,
	"prosthesis_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specializations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_files" (
	"item_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"role" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "portfolio_files_item_id_file_id_pk" PRIMARY KEY("item_id","file_id"),
	CONSTRAINT "portfolio_files_role" CHECK ("portfolio_files"."role" in ('stl', 'scan', 'cad'))
);
--> statement-breakpoint
CREATE TABLE "portfolio_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_no" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"main_image_id" uuid NOT NULL,
	"cover_image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "designer_profiles" ADD CONSTRAINT "designer_profiles_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD CONSTRAINT "lab_profiles_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_files" ADD CONSTRAINT "portfolio_files_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_files" ADD CONSTRAINT "portfolio_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_owner_no_members_member_no_fk" FOREIGN KEY ("owner_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_main_image_id_files_id_fk" FOREIGN KEY ("main_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_cover_image_id_files_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_files_file" ON "portfolio_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "portfolio_items_owner_created" ON "portfolio_items" USING btree ("owner_no","created_at");