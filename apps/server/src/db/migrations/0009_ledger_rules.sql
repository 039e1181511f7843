-- Custom SQL migration file, put your code below! --
-- The ledger's rules held by the database itself (ADR 0009), so no code path can break them.

-- Every entry's postings sum to zero per currency. Deferred to the commit: an entry's postings are
-- inserted one by one and only the whole set balances.
CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM postings WHERE entry_id = NEW.entry_id GROUP BY currency HAVING sum(amount) <> 0
  ) THEN
    RAISE EXCEPTION 'journal entry % is unbalanced', NEW.entry_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER postings_balanced AFTER INSERT ON postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced();
--> statement-breakpoint

-- A posting moves its account's balance in the same statement, so the balance is always the sum of
-- the postings and the non-negative CHECK of ledger_accounts fires on the posting that breaks it.
CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER postings_apply AFTER INSERT ON postings FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();
--> statement-breakpoint

-- Balances move only through postings: an UPDATE not issued by ledger_apply_posting (trigger depth 1
-- means a statement of its own) is refused.
CREATE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger balances move only by postings' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();
--> statement-breakpoint

-- Append-only: entries and postings are never changed or removed; a correction is a reversing entry.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: post a reversing entry instead', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER postings_no_truncate BEFORE TRUNCATE ON postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
