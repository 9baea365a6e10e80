-- Kept by triggers, written by hand (drizzle-kit does not model triggers or FTS5 tables):
-- row counts for the admin counters and table totals, revenue by month as bookings are paid, and
-- full-text indexes for the admin searches, so no admin request reads a whole table.
INSERT INTO row_counts (table_name, count)
SELECT 'users', count(*) FROM users UNION ALL
SELECT 'providers', count(*) FROM providers UNION ALL
SELECT 'reviews', count(*) FROM reviews UNION ALL
SELECT 'appointments', count(*) FROM appointments;
--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users BEGIN UPDATE row_counts SET count = count + 1 WHERE table_name = 'users'; END;
--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users BEGIN UPDATE row_counts SET count = count - 1 WHERE table_name = 'users'; END;
--> statement-breakpoint
CREATE TRIGGER providers_count_insert AFTER INSERT ON providers BEGIN UPDATE row_counts SET count = count + 1 WHERE table_name = 'providers'; END;
--> statement-breakpoint
CREATE TRIGGER providers_count_delete AFTER DELETE ON providers BEGIN UPDATE row_counts SET count = count - 1 WHERE table_name = 'providers'; END;
--> statement-breakpoint
CREATE TRIGGER reviews_count_insert AFTER INSERT ON reviews BEGIN UPDATE row_counts SET count = count + 1 WHERE table_name = 'reviews'; END;
--> statement-breakpoint
CREATE TRIGGER reviews_count_delete AFTER DELETE ON reviews BEGIN UPDATE row_counts SET count = count - 1 WHERE table_name = 'reviews'; END;
--> statement-breakpoint
CREATE TRIGGER appointments_count_insert AFTER INSERT ON appointments BEGIN UPDATE row_counts SET count = count + 1 WHERE table_name = 'appointments'; END;
--> statement-breakpoint
CREATE TRIGGER appointments_count_delete AFTER DELETE ON appointments BEGIN UPDATE row_counts SET count = count - 1 WHERE table_name = 'appointments'; END;
--> statement-breakpoint
INSERT INTO revenue_months (month, bookings, fee_pesewas, commission_pesewas, payout_pesewas)
SELECT strftime('%Y-%m', updated_at / 1000, 'unixepoch'), count(*), sum(fee_pesewas), sum(commission_pesewas), sum(payout_pesewas)
FROM appointments WHERE payment_status = 'completed' GROUP BY 1;
--> statement-breakpoint
-- A booking counts in the month it was paid: payment sets updated_at.
CREATE TRIGGER appointments_revenue_paid AFTER UPDATE OF payment_status ON appointments
WHEN new.payment_status = 'completed' AND old.payment_status <> 'completed' BEGIN
  INSERT INTO revenue_months (month, bookings, fee_pesewas, commission_pesewas, payout_pesewas)
  VALUES (strftime('%Y-%m', new.updated_at / 1000, 'unixepoch'), 1, new.fee_pesewas, new.commission_pesewas, new.payout_pesewas)
  ON CONFLICT (month) DO UPDATE SET bookings = bookings + 1, fee_pesewas = fee_pesewas + excluded.fee_pesewas,
    commission_pesewas = commission_pesewas + excluded.commission_pesewas, payout_pesewas = payout_pesewas + excluded.payout_pesewas;
END;
--> statement-breakpoint
CREATE TRIGGER appointments_revenue_inserted_paid AFTER INSERT ON appointments
WHEN new.payment_status = 'completed' BEGIN
  INSERT INTO revenue_months (month, bookings, fee_pesewas, commission_pesewas, payout_pesewas)
  VALUES (strftime('%Y-%m', new.updated_at / 1000, 'unixepoch'), 1, new.fee_pesewas, new.commission_pesewas, new.payout_pesewas)
  ON CONFLICT (month) DO UPDATE SET bookings = bookings + 1, fee_pesewas = fee_pesewas + excluded.fee_pesewas,
    commission_pesewas = commission_pesewas + excluded.commission_pesewas, payout_pesewas = payout_pesewas + excluded.payout_pesewas;
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE user_search USING fts5(name, email, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO user_search (rowid, name, email) SELECT id, first_name || ' ' || last_name, email FROM users;
--> statement-breakpoint
CREATE TRIGGER users_search_insert AFTER INSERT ON users BEGIN
  INSERT INTO user_search (rowid, name, email) VALUES (new.id, new.first_name || ' ' || new.last_name, new.email);
END;
--> statement-breakpoint
CREATE TRIGGER users_search_update AFTER UPDATE OF first_name, last_name, email ON users BEGIN
  UPDATE user_search SET name = new.first_name || ' ' || new.last_name, email = new.email WHERE rowid = new.id;
  UPDATE provider_search SET name = new.first_name || ' ' || new.last_name WHERE rowid IN (SELECT id FROM providers WHERE user_id = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER users_search_delete AFTER DELETE ON users BEGIN
  DELETE FROM user_search WHERE rowid = old.id;
END;
--> statement-breakpoint
-- A provider is found by name, e-mail, specialty (name and id) and place (location, city, region).
CREATE VIRTUAL TABLE provider_search USING fts5(name, email, specialty, place, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO provider_search (rowid, name, email, specialty, place)
SELECT p.id, u.first_name || ' ' || u.last_name, p.email, coalesce(s.name, '') || ' ' || p.specialty_id, p.location || ' ' || p.city || ' ' || p.region
  FROM providers p JOIN users u ON u.id = p.user_id LEFT JOIN specialties s ON s.id = p.specialty_id;
--> statement-breakpoint
CREATE TRIGGER providers_search_insert AFTER INSERT ON providers BEGIN
  INSERT INTO provider_search (rowid, name, email, specialty, place)
  SELECT new.id, u.first_name || ' ' || u.last_name, new.email, coalesce(s.name, '') || ' ' || new.specialty_id, new.location || ' ' || new.city || ' ' || new.region
  FROM users u LEFT JOIN specialties s ON s.id = new.specialty_id WHERE u.id = new.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER providers_search_update AFTER UPDATE OF user_id, email, specialty_id, location, city, region ON providers BEGIN
  DELETE FROM provider_search WHERE rowid = old.id;
  INSERT INTO provider_search (rowid, name, email, specialty, place)
  SELECT new.id, u.first_name || ' ' || u.last_name, new.email, coalesce(s.name, '') || ' ' || new.specialty_id, new.location || ' ' || new.city || ' ' || new.region
  FROM users u LEFT JOIN specialties s ON s.id = new.specialty_id WHERE u.id = new.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER providers_search_delete AFTER DELETE ON providers BEGIN
  DELETE FROM provider_search WHERE rowid = old.id;
END;
