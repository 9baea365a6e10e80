CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer,
	`admin_name` text NOT NULL,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer NOT NULL,
	`before` text,
	`after` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity`,`entity_id`);--> statement-breakpoint
CREATE TABLE `revenue_months` (
	`month` text PRIMARY KEY NOT NULL,
	`bookings` integer DEFAULT 0 NOT NULL,
	`fee_pesewas` integer DEFAULT 0 NOT NULL,
	`commission_pesewas` integer DEFAULT 0 NOT NULL,
	`payout_pesewas` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `row_counts` (
	`table_name` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `appointments_starts_idx` ON `appointments` (`starts_at`);--> statement-breakpoint
CREATE INDEX `appointments_status_idx` ON `appointments` (`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `appointments_patient_name_idx` ON `appointments` (`patient_name`);--> statement-breakpoint
CREATE INDEX `appointments_paid_recent_idx` ON `appointments` (`payment_status`,`created_at`);--> statement-breakpoint
CREATE INDEX `providers_specialty_idx` ON `providers` (`specialty_id`);--> statement-breakpoint
CREATE INDEX `providers_location_idx` ON `providers` (`location`);--> statement-breakpoint
CREATE INDEX `providers_verified_idx` ON `providers` (`is_verified`);--> statement-breakpoint
CREATE INDEX `providers_created_idx` ON `providers` (`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_rating_idx` ON `reviews` (`rating`);--> statement-breakpoint
CREATE INDEX `reviews_created_idx` ON `reviews` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_name_idx` ON `users` (`first_name`,`last_name`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);