-- Date search at 100,000 providers (issue 12), written by hand (drizzle-kit does not model triggers).
-- Two hints on the provider row say when a provider's time off and bookings can matter at all:
-- time_off_until, the last day of their latest block of days off, and booked_until, the latest start
-- of any appointment ever made with them. Search reads the provider row anyway (no extra D1 rows), so
-- only providers whose hint reaches the searched date have their time off or held slots looked up;
-- for everyone else the date filter is answered from the row. A hint may say "maybe" wrongly (a
-- cancelled booking leaves booked_until high, which only costs one look-up) but never "no" wrongly:
-- the triggers below keep it at or past every block and appointment, whichever code path writes.
-- The columns are kept out of drizzle's schema on purpose: no code writes them but these triggers.
ALTER TABLE `providers` ADD `time_off_until` text;
--> statement-breakpoint
ALTER TABLE `providers` ADD `booked_until` integer;
--> statement-breakpoint
UPDATE providers SET time_off_until = (SELECT max(t.ends_on) FROM time_off t WHERE t.provider_id = providers.id)
WHERE id IN (SELECT provider_id FROM time_off);
--> statement-breakpoint
UPDATE providers SET booked_until = (SELECT max(a.starts_at) FROM appointments a WHERE a.provider_id = providers.id)
WHERE id IN (SELECT provider_id FROM appointments);
--> statement-breakpoint
-- A new block can only push the last day off later.
CREATE TRIGGER time_off_hint_insert AFTER INSERT ON time_off BEGIN
  UPDATE providers SET time_off_until = new.ends_on WHERE id = new.provider_id AND (time_off_until IS NULL OR time_off_until < new.ends_on);
END;
--> statement-breakpoint
-- A moved or removed block may bring it back: worked out again from the provider's blocks
-- (time_off_provider_idx, one seek).
CREATE TRIGGER time_off_hint_update AFTER UPDATE OF provider_id, ends_on ON time_off BEGIN
  UPDATE providers SET time_off_until = (SELECT max(t.ends_on) FROM time_off t WHERE t.provider_id = providers.id)
  WHERE id IN (new.provider_id, old.provider_id);
END;
--> statement-breakpoint
CREATE TRIGGER time_off_hint_delete AFTER DELETE ON time_off BEGIN
  UPDATE providers SET time_off_until = (SELECT max(t.ends_on) FROM time_off t WHERE t.provider_id = providers.id)
  WHERE id = old.provider_id;
END;
--> statement-breakpoint
-- Only ever raised: a provider row is written once per booking that lands later than any before it.
CREATE TRIGGER appointments_hint_insert AFTER INSERT ON appointments BEGIN
  UPDATE providers SET booked_until = new.starts_at WHERE id = new.provider_id AND (booked_until IS NULL OR booked_until < new.starts_at);
END;
--> statement-breakpoint
CREATE TRIGGER appointments_hint_update AFTER UPDATE OF provider_id, starts_at ON appointments BEGIN
  UPDATE providers SET booked_until = new.starts_at WHERE id = new.provider_id AND (booked_until IS NULL OR booked_until < new.starts_at);
END;
