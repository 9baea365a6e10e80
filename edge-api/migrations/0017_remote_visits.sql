CREATE TABLE `call_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`appointment_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`role` text NOT NULL,
	`joined_at` integer NOT NULL,
	`left_at` integer,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `call_entries_appointment_idx` ON `call_entries` (`appointment_id`,`joined_at`);--> statement-breakpoint
ALTER TABLE `appointments` ADD `visit_type` text DEFAULT 'in_person' NOT NULL;--> statement-breakpoint
ALTER TABLE `appointments` ADD `visit_note` text;--> statement-breakpoint
ALTER TABLE `providers` ADD `offers_audio` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `providers` ADD `offers_video` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `providers` ADD `audio_fee_pesewas` integer;--> statement-breakpoint
ALTER TABLE `providers` ADD `video_fee_pesewas` integer;--> statement-breakpoint
CREATE INDEX `providers_remote_idx` ON `providers` (`is_verified`,`rating_score`) WHERE offers_audio = 1 OR offers_video = 1;--> statement-breakpoint
CREATE INDEX `providers_remote_city_idx` ON `providers` (lower("city"),`is_verified`,`rating_score`) WHERE offers_audio = 1 OR offers_video = 1;--> statement-breakpoint
CREATE INDEX `providers_remote_region_idx` ON `providers` (lower("region"),`is_verified`,`rating_score`) WHERE offers_audio = 1 OR offers_video = 1;