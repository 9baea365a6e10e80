-- Versioned keys for the edge cache (issue 12, edge-api/src/http/edge-cache.ts), written by hand
-- (drizzle-kit does not model triggers). A cached public read is keyed by the generations of what it
-- shows: 'lists' (specialties, featured, search), 'provider:<id>' (a profile, its reviews, its
-- availability) and 'epoch' (everything). Triggers give a scope a new random generation in the same
-- statement as any write that changes what it shows, so a cached copy goes stale at once whichever
-- code path wrote (a booking, a payment, a review, a profile or admin edit, time off, the Cron
-- sweep, the seed). Random rather than counted: a restored or recreated database can never land on
-- a generation an older copy was cached under, and 'epoch' is new in every freshly migrated database.
CREATE TABLE `cache_generations` (
	`scope` text PRIMARY KEY NOT NULL,
	`generation` text NOT NULL
);
--> statement-breakpoint
INSERT INTO cache_generations (scope, generation) VALUES ('epoch', lower(hex(randomblob(8))));
--> statement-breakpoint
-- A new provider has no cached copy of its own yet (ids are never reused): only lists change.
CREATE TRIGGER providers_stale_insert AFTER INSERT ON providers BEGIN
  INSERT INTO cache_generations (scope, generation) VALUES ('lists', lower(hex(randomblob(8))))
  ON CONFLICT (scope) DO UPDATE SET generation = excluded.generation;
END;
--> statement-breakpoint
CREATE TRIGGER providers_stale_update AFTER UPDATE ON providers BEGIN
  INSERT INTO cache_generations (scope, generation) VALUES ('lists', lower(hex(randomblob(8)))), ('provider:' || new.id, lower(hex(randomblob(8))))
  ON CONFLICT (scope) DO UPDATE SET generation = excluded.generation;
END;
--> statement-breakpoint
CREATE TRIGGER providers_stale_delete AFTER DELETE ON providers BEGIN
  INSERT INTO cache_generations (scope, generation) VALUES ('lists', lower(hex(randomblob(8)))), ('provider:' || old.id, lower(hex(randomblob(8))))
  ON CONFLICT (scope) DO UPDATE SET generation = excluded.generation;
END;
--> statement-breakpoint
-- A provider's name is their user's: renaming a provider's account changes their cards and profile.
CREATE TRIGGER users_stale_update AFTER UPDATE OF first_name, last_name, profile_image_url ON users
WHEN EXISTS (SELECT 1 FROM providers WHERE user_id = new.id) BEGIN
  INSERT INTO cache_generations (scope, generation)
  SELECT 'provider:' || id, lower(hex(randomblob(8))) FROM providers WHERE user_id = new.id
  UNION ALL SELECT 'lists', lower(hex(randomblob(8))) WHERE 1
  ON CONFLICT (scope) DO UPDATE SET generation = excluded.generation;
END;
--> statement-breakpoint
-- Bookings, holds, cancellations, reschedules, status changes and payments: availability and the
-- next free slot in search. Reminder bookkeeping (reminder_sent_at) and notes change neither, nor
-- does cancelling a lapsed hold (the sweep, or a booking releasing the slot first): public reads
-- already count a hold past its hold_expires_at as free. Note that D1's meta.changes counts the rows
-- these triggers write too.
CREATE TRIGGER appointments_stale_insert AFTER INSERT ON appointments BEGIN
  INSERT INTO cache_generations (scope, generation) VALUES ('lists', lower(hex(randomblob(8)))), ('provider:' || new.provider_id, lower(hex(randomblob(8))))
  ON CONFLICT (scope) DO UPDATE SET generation = excluded.generation;
END;
--> statement-breakpoint
CREATE TRIGGER appointments_stale_update AFTER UPDATE OF provider_id, starts_at, status, payment_status, hold_expires_at ON appointments
WHEN NOT (old.status = 'pending' AND old.payment_status = 'pending' AND new.status = 'cancelled' AND new.cancellation_reason IS 'payment_hold_lapsed') BEGIN
  INSERT INTO cache_generations (scope, generation)
  SELECT scope, lower(hex(randomblob(8))) FROM (SELECT 'lists' AS scope UNION SELECT 'provider:' || new.provider_id UNION SELECT 'provider:' || old.provider_id) WHERE 1
  ON CONFLICT (scope) DO UPDATE SET generation = excluded.generation;
END;
--> statement-breakpoint
CREATE TRIGGER appointments_stale_delete AFTER DELETE ON appointments BEGIN
  INSERT INTO cache_generations (scope, generation) VALUES ('lists', lower(hex(randomblob(8)))), ('provider:' || old.provider_id, lower(hex(randomblob(8))))
  ON CONFLICT (scope) DO UPDATE SET generation = excluded.generation;
END;
--> statement-breakpoint
CREATE TRIGGER time_off_stale_insert AFTER INSERT ON time_off BEGIN
  INSERT INTO cache_generations (scope, generation) VALUES ('lists', lower(hex(randomblob(8)))), ('provider:' || new.provider_id, lower(hex(randomblob(8))))
  ON CONFLICT (scope) DO UPDATE SET generation = excluded.generation;
END;
--> statement-breakpoint
CREATE TRIGGER time_off_stale_update AFTER UPDATE ON time_off BEGIN
  INSERT INTO cache_generations (scope, generation)
  SELECT scope, lower(hex(randomblob(8))) FROM (SELECT 'lists' AS scope UNION SELECT 'provider:' || new.provider_id UNION SELECT 'provider:' || old.provider_id) WHERE 1
  ON CONFLICT (scope) DO UPDATE SET generation = excluded.generation;
END;
--> statement-breakpoint
CREATE TRIGGER time_off_stale_delete AFTER DELETE ON time_off BEGIN
  INSERT INTO cache_generations (scope, generation) VALUES ('lists', lower(hex(randomblob(8)))), ('provider:' || old.provider_id, lower(hex(randomblob(8))))
  ON CONFLICT (scope) DO UPDATE SET generation = excluded.generation;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_stale_insert AFTER INSERT ON reviews BEGIN
  INSERT INTO cache_generations (scope, generation) VALUES ('lists', lower(hex(randomblob(8)))), ('provider:' || new.provider_id, lower(hex(randomblob(8))))
  ON CONFLICT (scope) DO UPDATE SET generation = excluded.generation;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_stale_update AFTER UPDATE ON reviews BEGIN
  INSERT INTO cache_generations (scope, generation)
  SELECT scope, lower(hex(randomblob(8))) FROM (SELECT 'lists' AS scope UNION SELECT 'provider:' || new.provider_id UNION SELECT 'provider:' || old.provider_id) WHERE 1
  ON CONFLICT (scope) DO UPDATE SET generation = excluded.generation;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_stale_delete AFTER DELETE ON reviews BEGIN
  INSERT INTO cache_generations (scope, generation) VALUES ('lists', lower(hex(randomblob(8)))), ('provider:' || old.provider_id, lower(hex(randomblob(8))))
  ON CONFLICT (scope) DO UPDATE SET generation = excluded.generation;
END;
--> statement-breakpoint
-- Specialty names appear on every card and profile: a change to them (rare) makes everything stale.
CREATE TRIGGER specialties_stale_insert AFTER INSERT ON specialties BEGIN
  UPDATE cache_generations SET generation = lower(hex(randomblob(8))) WHERE scope = 'epoch';
END;
--> statement-breakpoint
CREATE TRIGGER specialties_stale_update AFTER UPDATE ON specialties BEGIN
  UPDATE cache_generations SET generation = lower(hex(randomblob(8))) WHERE scope = 'epoch';
END;
--> statement-breakpoint
CREATE TRIGGER specialties_stale_delete AFTER DELETE ON specialties BEGIN
  UPDATE cache_generations SET generation = lower(hex(randomblob(8))) WHERE scope = 'epoch';
END;
