-- Provider practice: time off, the no-show status and reminders on appointments, and a payments
-- ledger that outlives deleted appointments (DESIGN.md §5).
--
-- Rebuilt by hand from drizzle-kit's draft: D1 keeps foreign keys on, and dropping a parent table
-- runs its ON DELETE actions. So children are moved out of the way first: payments lose their
-- foreign key (copied with who paid whom), reviews are parked and restored unchanged, and only then
-- is appointments rebuilt with its new CHECK. No row is lost or unlinked.
CREATE TABLE `time_off` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider_id` integer NOT NULL,
	`starts_on` text NOT NULL,
	`ends_on` text NOT NULL,
	`reason` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "time_off_range_check" CHECK("time_off"."starts_on" <= "time_off"."ends_on")
);
--> statement-breakpoint
CREATE INDEX `time_off_provider_idx` ON `time_off` (`provider_id`,`ends_on`);--> statement-breakpoint
CREATE TABLE `__new_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`appointment_id` integer NOT NULL,
	`provider_id` integer,
	`patient_id` integer,
	`reference` text NOT NULL,
	`gateway` text NOT NULL,
	`amount_pesewas` integer NOT NULL,
	`currency` text DEFAULT 'GHS' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`channel` text,
	`paid_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_payments`("id", "appointment_id", "provider_id", "patient_id", "reference", "gateway", "amount_pesewas", "currency", "status", "channel", "paid_at", "created_at") SELECT p."id", p."appointment_id", a."provider_id", a."patient_id", p."reference", p."gateway", p."amount_pesewas", p."currency", p."status", p."channel", p."paid_at", p."created_at" FROM `payments` p LEFT JOIN `appointments` a ON a."id" = p."appointment_id";--> statement-breakpoint
DROP TABLE `payments`;--> statement-breakpoint
ALTER TABLE `__new_payments` RENAME TO `payments`;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_reference_unique` ON `payments` (`reference`);--> statement-breakpoint
CREATE INDEX `payments_appointment_idx` ON `payments` (`appointment_id`);--> statement-breakpoint
CREATE INDEX `payments_provider_idx` ON `payments` (`provider_id`);--> statement-breakpoint
CREATE TABLE `__reviews_parked` AS SELECT * FROM `reviews`;--> statement-breakpoint
DROP TABLE `reviews`;--> statement-breakpoint
CREATE TABLE `__new_appointments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`patient_id` integer NOT NULL,
	`provider_id` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`payment_status` text DEFAULT 'pending' NOT NULL,
	`hold_expires_at` integer,
	`cancellation_reason` text,
	`reason` text,
	`notes` text,
	`patient_name` text NOT NULL,
	`patient_phone` text NOT NULL,
	`patient_email` text NOT NULL,
	`fee_pesewas` integer NOT NULL,
	`commission_pesewas` integer NOT NULL,
	`payout_pesewas` integer NOT NULL,
	`transaction_id` text,
	`reminder_sent_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "appointments_status_check" CHECK("status" in ('pending', 'confirmed', 'completed', 'cancelled', 'no-show')),
	CONSTRAINT "appointments_payment_status_check" CHECK("payment_status" in ('pending', 'completed')),
	CONSTRAINT "appointments_fee_check" CHECK("fee_pesewas" > 0 and "commission_pesewas" + "payout_pesewas" = "fee_pesewas")
);
--> statement-breakpoint
INSERT INTO `__new_appointments`("id", "patient_id", "provider_id", "starts_at", "status", "payment_status", "hold_expires_at", "cancellation_reason", "reason", "notes", "patient_name", "patient_phone", "patient_email", "fee_pesewas", "commission_pesewas", "payout_pesewas", "transaction_id", "reminder_sent_at", "created_at", "updated_at") SELECT "id", "patient_id", "provider_id", "starts_at", "status", "payment_status", "hold_expires_at", "cancellation_reason", "reason", "notes", "patient_name", "patient_phone", "patient_email", "fee_pesewas", "commission_pesewas", "payout_pesewas", "transaction_id", "reminder_sent_at", "created_at", "updated_at" FROM `appointments`;--> statement-breakpoint
DROP TABLE `appointments`;--> statement-breakpoint
ALTER TABLE `__new_appointments` RENAME TO `appointments`;--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_active_slot_unique` ON `appointments` (`provider_id`,`starts_at`) WHERE status in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX `appointments_patient_idx` ON `appointments` (`patient_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `appointments_provider_idx` ON `appointments` (`provider_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `appointments_provider_status_idx` ON `appointments` (`provider_id`,`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `appointments_hold_idx` ON `appointments` (`hold_expires_at`);--> statement-breakpoint
CREATE INDEX `appointments_reminder_due_idx` ON `appointments` (`starts_at`) WHERE status = 'confirmed' and reminder_sent_at is null;--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider_id` integer NOT NULL,
	`patient_id` integer,
	`appointment_id` integer,
	`patient_name` text NOT NULL,
	`rating` real NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`appointment_date` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`patient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_rating_check" CHECK("reviews"."rating" between 0 and 5 and "reviews"."rating" * 2 = cast("reviews"."rating" * 2 as integer))
);
--> statement-breakpoint
INSERT INTO `reviews`("id", "provider_id", "patient_id", "appointment_id", "patient_name", "rating", "comment", "appointment_date", "created_at") SELECT "id", "provider_id", "patient_id", "appointment_id", "patient_name", "rating", "comment", "appointment_date", "created_at" FROM `__reviews_parked`;--> statement-breakpoint
DROP TABLE `__reviews_parked`;--> statement-breakpoint
CREATE INDEX `reviews_provider_idx` ON `reviews` (`provider_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_appointment_unique` ON `reviews` (`appointment_id`);