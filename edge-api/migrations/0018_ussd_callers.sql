CREATE TABLE `ussd_callers` (
	`phone` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`language` text,
	`last_specialty` text,
	`last_place` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `ussd_callers_user_idx` ON `ussd_callers` (`user_id`);