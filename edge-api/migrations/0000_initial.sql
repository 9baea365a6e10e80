CREATE TABLE `appointments` (
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
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "appointments_status_check" CHECK("appointments"."status" in ('pending', 'confirmed', 'completed', 'cancelled')),
	CONSTRAINT "appointments_payment_status_check" CHECK("appointments"."payment_status" in ('pending', 'completed')),
	CONSTRAINT "appointments_fee_check" CHECK("appointments"."fee_pesewas" > 0 and "appointments"."commission_pesewas" + "appointments"."payout_pesewas" = "appointments"."fee_pesewas")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_active_slot_unique` ON `appointments` (`provider_id`,`starts_at`) WHERE status in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX `appointments_patient_idx` ON `appointments` (`patient_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `appointments_provider_idx` ON `appointments` (`provider_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `appointments_hold_idx` ON `appointments` (`hold_expires_at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_recipient_idx` ON `outbox` (`recipient`,`created_at`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`appointment_id` integer NOT NULL,
	`reference` text NOT NULL,
	`gateway` text NOT NULL,
	`amount_pesewas` integer NOT NULL,
	`currency` text DEFAULT 'GHS' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`channel` text,
	`paid_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_reference_unique` ON `payments` (`reference`);--> statement-breakpoint
CREATE INDEX `payments_appointment_idx` ON `payments` (`appointment_id`);--> statement-breakpoint
CREATE TABLE `providers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`title` text DEFAULT 'Dr' NOT NULL,
	`specialty_id` text NOT NULL,
	`license_number` text NOT NULL,
	`years_experience` integer NOT NULL,
	`education` text NOT NULL,
	`hospital_affiliation` text,
	`bio` text,
	`consultation_fee_pesewas` integer NOT NULL,
	`location` text NOT NULL,
	`city` text NOT NULL,
	`region` text NOT NULL,
	`address` text NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`website` text,
	`profile_image_url` text,
	`working_hours` text DEFAULT '{}' NOT NULL,
	`services` text DEFAULT '[]' NOT NULL,
	`languages` text DEFAULT '[]' NOT NULL,
	`average_rating` real DEFAULT 0 NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`latitude` real,
	`longitude` real,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`specialty_id`) REFERENCES `specialties`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "providers_fee_check" CHECK("providers"."consultation_fee_pesewas" > 0),
	CONSTRAINT "providers_experience_check" CHECK("providers"."years_experience" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `providers_user_unique` ON `providers` (`user_id`);--> statement-breakpoint
CREATE INDEX `providers_featured_idx` ON `providers` (`is_verified`,`average_rating`,`review_count`);--> statement-breakpoint
CREATE INDEX `providers_specialty_idx` ON `providers` (`specialty_id`,`is_verified`,`average_rating`);--> statement-breakpoint
CREATE INDEX `providers_region_idx` ON `providers` (`region`);--> statement-breakpoint
CREATE INDEX `providers_latitude_idx` ON `providers` (`latitude`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`window_started_at` integer NOT NULL,
	`last_event_at` integer NOT NULL
);
--> statement-breakpoint
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
CREATE INDEX `reviews_provider_idx` ON `reviews` (`provider_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_appointment_unique` ON `reviews` (`appointment_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `specialties` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone` text,
	`role` text DEFAULT 'patient' NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`phone_verified` integer DEFAULT false NOT NULL,
	`profile_image_url` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	CONSTRAINT "users_role_check" CHECK("users"."role" in ('patient', 'provider', 'admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);