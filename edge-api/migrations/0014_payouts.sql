-- Provider payouts (issue 14, edge-api/src/db/payouts-schema.ts, edge-api/src/money/payout-run.ts):
-- where each provider is paid, each weekly transfer and the appointments it pays. A run claims
-- appointments by inserting the payout and its items in one batch before calling the gateway; the
-- partial unique index keeps an appointment in at most one live payout. A failed or reversed transfer
-- stamps its items released (kept as history), freeing the appointments for the next run.
CREATE TABLE `payout_details` (
	`provider_id` integer PRIMARY KEY NOT NULL,
	`method` text NOT NULL,
	`bank_code` text NOT NULL,
	`account_number` text NOT NULL,
	`account_name` text NOT NULL,
	`recipient_code` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payout_details_method_check" CHECK("payout_details"."method" in ('mobile_money', 'bank'))
);
--> statement-breakpoint
-- No foreign key to providers: the payout record outlives a deleted provider, as the ledger does.
CREATE TABLE `payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider_id` integer NOT NULL,
	`amount_pesewas` integer NOT NULL,
	`reference` text NOT NULL,
	`status` text DEFAULT 'claimed' NOT NULL,
	`recipient_code` text NOT NULL,
	`transfer_code` text,
	`failure_reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`settled_at` integer,
	CONSTRAINT "payouts_amount_check" CHECK("payouts"."amount_pesewas" >= 0),
	CONSTRAINT "payouts_status_check" CHECK("payouts"."status" in ('claimed', 'pending', 'success', 'failed', 'reversed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_reference_unique` ON `payouts` (`reference`);
--> statement-breakpoint
CREATE INDEX `payouts_provider_idx` ON `payouts` (`provider_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `payouts_provider_status_idx` ON `payouts` (`provider_id`,`status`,`amount_pesewas`);
--> statement-breakpoint
CREATE INDEX `payouts_status_idx` ON `payouts` (`status`,`amount_pesewas`);
--> statement-breakpoint
CREATE INDEX `payouts_open_idx` ON `payouts` (`updated_at`) WHERE status in ('claimed', 'pending');
--> statement-breakpoint
CREATE TABLE `payout_items` (
	`payout_id` integer NOT NULL,
	`appointment_id` integer NOT NULL,
	`amount_pesewas` integer NOT NULL,
	`released_at` integer,
	PRIMARY KEY(`payout_id`, `appointment_id`),
	FOREIGN KEY (`payout_id`) REFERENCES `payouts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payout_items_amount_check" CHECK("payout_items"."amount_pesewas" > 0)
);
--> statement-breakpoint
-- An appointment is in at most one live payout: a second claim of it is refused.
CREATE UNIQUE INDEX `payout_items_live_appointment_unique` ON `payout_items` (`appointment_id`) WHERE released_at is null;
--> statement-breakpoint
-- Running totals of the ledger, kept by the trigger below (ledger rows are never edited or deleted,
-- so an insert trigger keeps them exact): the admin's payout figures without summing the ledger.
CREATE TABLE `ledger_totals` (
	`scope` text PRIMARY KEY NOT NULL,
	`gross_pesewas` integer DEFAULT 0 NOT NULL,
	`commission_pesewas` integer DEFAULT 0 NOT NULL,
	`payout_owed_pesewas` integer DEFAULT 0 NOT NULL,
	`payout_paid_pesewas` integer DEFAULT 0 NOT NULL,
	`held_pesewas` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO ledger_totals (scope, gross_pesewas, commission_pesewas, payout_owed_pesewas, payout_paid_pesewas, held_pesewas)
SELECT 'all', coalesce(sum(gross_pesewas), 0), coalesce(sum(commission_pesewas), 0), coalesce(sum(payout_owed_pesewas), 0),
  coalesce(sum(payout_paid_pesewas), 0), coalesce(sum(held_pesewas), 0)
FROM ledger_entries;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_totals AFTER INSERT ON ledger_entries BEGIN
  UPDATE ledger_totals SET
    gross_pesewas = gross_pesewas + new.gross_pesewas,
    commission_pesewas = commission_pesewas + new.commission_pesewas,
    payout_owed_pesewas = payout_owed_pesewas + new.payout_owed_pesewas,
    payout_paid_pesewas = payout_paid_pesewas + new.payout_paid_pesewas,
    held_pesewas = held_pesewas + new.held_pesewas
  WHERE scope = 'all';
END;
