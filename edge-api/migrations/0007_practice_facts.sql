-- Two practice facts a patient searches by (issue 11): open around the clock ("24/7 Pharmacies") and
-- seeing patients without an appointment ("Walk-in Clinics"). Existing providers start with neither
-- until they say otherwise. Each filter has a partial index holding only the providers with the fact,
-- so a filtered search reads its page in relevance order however many providers there are.
ALTER TABLE `providers` ADD `open_24_hours` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `providers` ADD `accepts_walk_ins` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `providers_open_24_hours_idx` ON `providers` (`specialty_id`,`is_verified`,`rating_score`) WHERE open_24_hours = 1;--> statement-breakpoint
CREATE INDEX `providers_walk_ins_idx` ON `providers` (`is_verified`,`rating_score`) WHERE accepts_walk_ins = 1;
