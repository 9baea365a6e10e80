-- Radius search by map square (issue 12): each provider's 0.1° x 0.1° square (about 11 km), derived
-- by SQLite from the coordinates so no write can leave it stale, indexed with the specialty and the
-- relevance order. A search within 10 km of a small town then reads the few squares around it
-- instead of every provider in its latitude band; the latitude index it used goes. Walk-in clinics
-- in a town or region get partial indexes of their own, so that search reads only those clinics.
DROP INDEX `providers_latitude_idx`;--> statement-breakpoint
ALTER TABLE `providers` ADD `geo_cell` integer GENERATED ALWAYS AS (CAST(latitude * 10 AS INTEGER) * 10000 + CAST(longitude * 10 AS INTEGER)) VIRTUAL;--> statement-breakpoint
CREATE INDEX `providers_cell_relevance_idx` ON `providers` (`geo_cell`,`is_verified`,`rating_score`);--> statement-breakpoint
CREATE INDEX `providers_specialty_cell_relevance_idx` ON `providers` (`specialty_id`,`geo_cell`,`is_verified`,`rating_score`);;--> statement-breakpoint
CREATE INDEX `providers_walk_ins_city_idx` ON `providers` (lower("city"),`is_verified`,`rating_score`) WHERE accepts_walk_ins = 1;--> statement-breakpoint
CREATE INDEX `providers_walk_ins_region_idx` ON `providers` (lower("region"),`is_verified`,`rating_score`) WHERE accepts_walk_ins = 1;
