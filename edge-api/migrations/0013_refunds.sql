-- Refunds (issue 14, edge-api/src/db/refunds-schema.ts, edge-api/src/money/refunds.ts): one row per
-- payment given back. Written in the same batch as the cancellation that causes it; the gateway is
-- asked afterwards and its answer or webhook moves the status; the ledger's refund row is written with
-- the move to 'processed'. No foreign keys: a refund outlives the appointment and the provider, so
-- the split it reverses is copied in. The unique payment reference makes a retried cancellation,
-- webhook or Retry write nothing twice.
CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`payment_reference` text NOT NULL,
	`appointment_id` integer NOT NULL,
	`provider_id` integer,
	`patient_id` integer,
	`amount_pesewas` integer NOT NULL,
	`commission_pesewas` integer DEFAULT 0 NOT NULL,
	`payout_pesewas` integer DEFAULT 0 NOT NULL,
	`held_pesewas` integer DEFAULT 0 NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`gateway` text,
	`gateway_refund_id` text,
	`failure_reason` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`attempt_started_at` integer,
	`requested_at` integer,
	`processed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK("refunds"."status" in ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK("refunds"."amount_pesewas" > 0 and "refunds"."amount_pesewas" = "refunds"."commission_pesewas" + "refunds"."payout_pesewas" + "refunds"."held_pesewas")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_payment_reference_unique` ON `refunds` (`payment_reference`);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_reference_unique` ON `refunds` (`reference`);
--> statement-breakpoint
CREATE INDEX `refunds_appointment_idx` ON `refunds` (`appointment_id`);
--> statement-breakpoint
CREATE INDEX `refunds_patient_idx` ON `refunds` (`patient_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `refunds_status_idx` ON `refunds` (`status`,`created_at`);
