DROP INDEX `providers_featured_idx`;--> statement-breakpoint
DROP INDEX `providers_specialty_idx`;--> statement-breakpoint
DROP INDEX `providers_region_idx`;--> statement-breakpoint
ALTER TABLE `providers` ADD `rating_score` real GENERATED ALWAYS AS ((average_rating * review_count + 17.5) / (review_count + 5)) VIRTUAL;--> statement-breakpoint
ALTER TABLE `providers` ADD `slots_sunday` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `providers` ADD `slots_monday` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `providers` ADD `slots_tuesday` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `providers` ADD `slots_wednesday` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `providers` ADD `slots_thursday` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `providers` ADD `slots_friday` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `providers` ADD `slots_saturday` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `providers_relevance_idx` ON `providers` (`is_verified`,`rating_score`);--> statement-breakpoint
CREATE INDEX `providers_specialty_relevance_idx` ON `providers` (`specialty_id`,`is_verified`,`rating_score`);--> statement-breakpoint
CREATE INDEX `providers_city_idx` ON `providers` (lower("city"),`is_verified`,`rating_score`);--> statement-breakpoint
CREATE INDEX `providers_rating_idx` ON `providers` (`average_rating`,`review_count`);--> statement-breakpoint
CREATE INDEX `providers_fee_idx` ON `providers` (`consultation_fee_pesewas`);--> statement-breakpoint
CREATE INDEX `providers_experience_idx` ON `providers` (`years_experience`);--> statement-breakpoint
CREATE INDEX `providers_specialty_rating_idx` ON `providers` (`specialty_id`,`average_rating`,`review_count`);--> statement-breakpoint
CREATE INDEX `providers_specialty_fee_idx` ON `providers` (`specialty_id`,`consultation_fee_pesewas`);--> statement-breakpoint
CREATE INDEX `providers_specialty_experience_idx` ON `providers` (`specialty_id`,`years_experience`);--> statement-breakpoint
CREATE INDEX `providers_city_rating_idx` ON `providers` (lower("city"),`average_rating`,`review_count`);--> statement-breakpoint
CREATE INDEX `providers_city_fee_idx` ON `providers` (lower("city"),`consultation_fee_pesewas`);--> statement-breakpoint
CREATE INDEX `providers_city_experience_idx` ON `providers` (lower("city"),`years_experience`);--> statement-breakpoint
CREATE INDEX `providers_region_rating_idx` ON `providers` (lower("region"),`average_rating`,`review_count`);--> statement-breakpoint
CREATE INDEX `providers_region_fee_idx` ON `providers` (lower("region"),`consultation_fee_pesewas`);--> statement-breakpoint
CREATE INDEX `providers_region_experience_idx` ON `providers` (lower("region"),`years_experience`);--> statement-breakpoint
CREATE INDEX `providers_region_idx` ON `providers` (lower("region"),`is_verified`,`rating_score`);