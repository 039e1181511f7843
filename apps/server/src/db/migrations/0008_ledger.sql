CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_idempotency_key" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"member_no" integer,
	"order_id" uuid,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_accounts_id_currency" UNIQUE("id","currency"),
	CONSTRAINT "ledger_accounts_balance_non_negative" CHECK ("ledger_accounts"."balance" >= 0 or "ledger_accounts"."kind" in ('providerClearing', 'refundsPayable', 'settlementsPayable', 'platformFees')),
	CONSTRAINT "ledger_accounts_currency" CHECK ("ledger_accounts"."currency" in ('KRW', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "postings_amount_non_zero" CHECK ("postings"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_currency" FOREIGN KEY ("account_id","currency") REFERENCES "public"."ledger_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_identity" ON "ledger_accounts" USING btree ("kind","currency",coalesce("member_no", 0),coalesce("order_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "ledger_accounts_order" ON "ledger_accounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "postings_entry" ON "postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "postings_account" ON "postings" USING btree ("account_id","id");