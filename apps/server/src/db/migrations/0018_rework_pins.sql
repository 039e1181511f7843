CREATE TABLE "order_rework_pins" (
	"rework_id" uuid NOT NULL,
	"pin_id" uuid NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "order_rework_pins_rework_id_pin_id_pk" PRIMARY KEY("rework_id","pin_id")
);
--> statement-breakpoint
ALTER TABLE "order_rework_pins" ADD CONSTRAINT "order_rework_pins_rework_id_order_reworks_id_fk" FOREIGN KEY ("rework_id") REFERENCES "public"."order_reworks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rework_pins" ADD CONSTRAINT "order_rework_pins_pin_id_order_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."order_pins"("id") ON DELETE no action ON UPDATE no action;