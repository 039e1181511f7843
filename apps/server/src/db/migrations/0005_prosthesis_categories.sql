-- Custom SQL migration file, put your code below! --
-- The prosthesis types' category (codes.extra), by which the type picker groups them:
-- crown, implant, removable, appliance, other.
UPDATE "codes" SET "extra" = 'crown' WHERE "group_code" = 'prosthesis' AND "code" IN ('zirconia_crown', 'pfm_crown', 'gold_crown', 'emax_crown', 'coping', 'inlay', 'onlay', 'veneer', 'pontic', 'temp_crown');--> statement-breakpoint
UPDATE "codes" SET "extra" = 'implant' WHERE "group_code" = 'prosthesis' AND "code" IN ('custom_abutment', 'implant_crown_screw', 'implant_crown_cement', 'surgical_guide');--> statement-breakpoint
UPDATE "codes" SET "extra" = 'removable' WHERE "group_code" = 'prosthesis' AND "code" IN ('full_denture', 'partial_framework');--> statement-breakpoint
UPDATE "codes" SET "extra" = 'appliance' WHERE "group_code" = 'prosthesis' AND "code" IN ('night_guard', 'clear_aligner');--> statement-breakpoint
UPDATE "codes" SET "extra" = 'other' WHERE "group_code" = 'prosthesis' AND "code" IN ('model', 'other');
