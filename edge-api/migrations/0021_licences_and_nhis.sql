CREATE TABLE `licences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider_id` integer NOT NULL,
	`regulator` text NOT NULL,
	`registration_number` text NOT NULL,
	`r2_key` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`valid_for_year` integer,
	`rejection_reason` text,
	`decided_by` integer,
	`decided_at` integer,
	`uploaded_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `licences_status_idx` ON `licences` (`status`,`uploaded_at`,`id`);--> statement-breakpoint
CREATE INDEX `licences_provider_idx` ON `licences` (`provider_id`,`uploaded_at`);--> statement-breakpoint
CREATE INDEX `licences_approved_year_idx` ON `licences` (`valid_for_year`,`provider_id`) WHERE status = 'approved';--> statement-breakpoint
CREATE TABLE `nhis_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`appointment_id` integer NOT NULL,
	`patient_id` integer,
	`provider_id` integer NOT NULL,
	`details` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`patient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `nhis_reports_appointment_unique` ON `nhis_reports` (`appointment_id`);--> statement-breakpoint
CREATE INDEX `nhis_reports_created_idx` ON `nhis_reports` (`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `providers` ADD `licence_verified_for` integer;--> statement-breakpoint
ALTER TABLE `providers` ADD `regulator` text;--> statement-breakpoint
ALTER TABLE `providers` ADD `renewal_reminder_sent_for` integer;--> statement-breakpoint
ALTER TABLE `providers` ADD `accepts_nhis` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `providers` ADD `nhia_accreditation_number` text;--> statement-breakpoint
CREATE INDEX `providers_nhis_idx` ON `providers` (`is_verified`,`rating_score`) WHERE accepts_nhis = 1;--> statement-breakpoint
CREATE INDEX `providers_nhis_specialty_idx` ON `providers` (`specialty_id`,`is_verified`,`rating_score`) WHERE accepts_nhis = 1;--> statement-breakpoint
CREATE INDEX `providers_nhis_city_idx` ON `providers` (lower("city"),`is_verified`,`rating_score`) WHERE accepts_nhis = 1;--> statement-breakpoint
CREATE INDEX `providers_nhis_region_idx` ON `providers` (lower("region"),`is_verified`,`rating_score`) WHERE accepts_nhis = 1;--> statement-breakpoint
CREATE INDEX `providers_licence_year_idx` ON `providers` (`licence_verified_for`);--> statement-breakpoint
-- Providers verified before licences were checked keep their badge for the year the migration runs
-- (the 1 January run then asks them for the next year's licence like everyone); the others take no
-- bookings until an administrator approves a licence (docs/product-rules.md#licences-and-nhis).
UPDATE `providers` SET `licence_verified_for` = CAST(strftime('%Y', 'now') AS INTEGER) WHERE `is_verified` = 1;
