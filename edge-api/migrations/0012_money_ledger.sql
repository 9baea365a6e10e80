-- The money ledger (issue 14, DESIGN.md §5, edge-api/src/money/ledger.ts): one row for each movement
-- of money about an appointment, i.e. a charge, a refund, a payout or a payout reversed. Rows are
-- never edited or deleted (the triggers below refuse it) and outlive the appointment and the
-- provider. Each row splits its gross amount: gross = commission + payout owed + payout paid + held
-- (held: received but owed to nobody yet, e.g. a payment that arrived after its booking was cancelled,
-- waiting to be refunded).
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`appointment_id` integer NOT NULL,
	`provider_id` integer,
	`source_ref` text NOT NULL,
	`gross_pesewas` integer NOT NULL,
	`commission_pesewas` integer DEFAULT 0 NOT NULL,
	`payout_owed_pesewas` integer DEFAULT 0 NOT NULL,
	`payout_paid_pesewas` integer DEFAULT 0 NOT NULL,
	`held_pesewas` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK("ledger_entries"."kind" in ('charge', 'refund', 'payout', 'payout_reversal')),
	CONSTRAINT "ledger_entries_split_check" CHECK("ledger_entries"."gross_pesewas" = "ledger_entries"."commission_pesewas" + "ledger_entries"."payout_owed_pesewas" + "ledger_entries"."payout_paid_pesewas" + "ledger_entries"."held_pesewas")
);
--> statement-breakpoint
-- One row per movement: recording it again (a retried webhook, a repeated verify) writes nothing.
CREATE UNIQUE INDEX `ledger_entries_movement_unique` ON `ledger_entries` (`kind`,`source_ref`,`appointment_id`);
--> statement-breakpoint
CREATE INDEX `ledger_entries_appointment_idx` ON `ledger_entries` (`appointment_id`);
--> statement-breakpoint
CREATE INDEX `ledger_entries_provider_idx` ON `ledger_entries` (`provider_id`,`created_at`);
--> statement-breakpoint
CREATE TRIGGER ledger_entries_never_edited BEFORE UPDATE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'ledger entries are never edited'); END;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_never_deleted BEFORE DELETE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'ledger entries are never deleted'); END;
--> statement-breakpoint
-- Every booking paid so far is a charge, split as it was fixed at booking.
INSERT INTO ledger_entries (kind, appointment_id, provider_id, source_ref, gross_pesewas, commission_pesewas, payout_owed_pesewas, created_at)
SELECT 'charge', id, provider_id, 'apt_' || id, fee_pesewas, commission_pesewas, payout_pesewas, updated_at FROM appointments WHERE payment_status = 'completed';
--> statement-breakpoint
-- Payments whose appointment has gone with its provider were applied to it: split by the 10% rule.
INSERT INTO ledger_entries (kind, appointment_id, provider_id, source_ref, gross_pesewas, commission_pesewas, payout_owed_pesewas, created_at)
SELECT 'charge', p.appointment_id, p.provider_id, 'apt_' || p.appointment_id, p.amount_pesewas, CAST(ROUND(p.amount_pesewas * 0.1) AS INTEGER),
  p.amount_pesewas - CAST(ROUND(p.amount_pesewas * 0.1) AS INTEGER), p.created_at
FROM payments p WHERE p.status = 'success' AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.id = p.appointment_id)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Payments that did not pay their (still existing) appointment: a second payment, or one that came
-- after the booking was cancelled. The money is held until it is refunded.
INSERT INTO ledger_entries (kind, appointment_id, provider_id, source_ref, gross_pesewas, held_pesewas, created_at)
SELECT 'charge', p.appointment_id, p.provider_id, p.reference, p.amount_pesewas, p.amount_pesewas, p.created_at
FROM payments p JOIN appointments a ON a.id = p.appointment_id
WHERE p.status = 'success' AND NOT (a.payment_status = 'completed' AND a.transaction_id IS p.reference);
--> statement-breakpoint
-- From now on the database writes the charge itself, whichever path pays a booking (the patient's
-- verify, Paystack's webhook, the seed), in the same statement: it cannot be forgotten or doubled.
CREATE TRIGGER appointments_ledger_paid AFTER UPDATE OF payment_status ON appointments
WHEN new.payment_status = 'completed' AND old.payment_status <> 'completed' BEGIN
  INSERT INTO ledger_entries (kind, appointment_id, provider_id, source_ref, gross_pesewas, commission_pesewas, payout_owed_pesewas, created_at)
  VALUES ('charge', new.id, new.provider_id, 'apt_' || new.id, new.fee_pesewas, new.commission_pesewas, new.payout_pesewas, new.updated_at)
  ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER appointments_ledger_inserted_paid AFTER INSERT ON appointments
WHEN new.payment_status = 'completed' BEGIN
  INSERT INTO ledger_entries (kind, appointment_id, provider_id, source_ref, gross_pesewas, commission_pesewas, payout_owed_pesewas, created_at)
  VALUES ('charge', new.id, new.provider_id, 'apt_' || new.id, new.fee_pesewas, new.commission_pesewas, new.payout_pesewas, new.updated_at)
  ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
-- A successful payment that did not pay its appointment (fulfil.ts marks the appointment paid before
-- it records the payment, in one batch) is held for a refund.
CREATE TRIGGER payments_ledger_held AFTER INSERT ON payments
WHEN new.status = 'success' AND NOT EXISTS (
  SELECT 1 FROM appointments a WHERE a.id = new.appointment_id AND a.payment_status = 'completed' AND a.transaction_id IS new.reference
) BEGIN
  INSERT INTO ledger_entries (kind, appointment_id, provider_id, source_ref, gross_pesewas, held_pesewas, created_at)
  VALUES ('charge', new.appointment_id, new.provider_id, new.reference, new.amount_pesewas, new.amount_pesewas, new.created_at)
  ON CONFLICT DO NOTHING;
END;
