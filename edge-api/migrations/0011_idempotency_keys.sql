-- Idempotency-Key answers (DESIGN.md §3, edge-api/src/http/idempotency.ts): one row per user and key,
-- inserted before the booking or payment verify runs (the primary key lets only one of two
-- concurrent duplicates through), holding the first answer for 24 hours. Deleted with the user.
CREATE TABLE `idempotency_keys` (
	`user_id` integer NOT NULL,
	`key` text NOT NULL,
	`fingerprint` text NOT NULL,
	`response_status` integer,
	`response_body` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_expires_idx` ON `idempotency_keys` (`expires_at`);
