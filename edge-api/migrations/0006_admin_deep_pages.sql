CREATE INDEX `providers_id_idx` ON `providers` (`id`);--> statement-breakpoint
CREATE INDEX `users_id_idx` ON `users` (`id`);