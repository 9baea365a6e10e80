/**
 * Migrations over live data: 0003 rebuilds appointments (a new status) while payments and reviews hang
 * off it. D1 keeps foreign keys on, so a careless rebuild would cascade-delete payments or unlink
 * reviews; this replays the migrations on a database of its own with rows in place. 0007 adds two
 * practice facts to providers already listed.
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const BEFORE_PROVIDER_PRACTICE = env.TEST_MIGRATIONS.filter((migration) => migration.name < "0003");

describe("migration 0003 (provider practice)", () => {
  it("keeps every payment and review, fills who paid whom, and admits the no-show status", async () => {
    const db = env.MIGRATION_DB;
    await applyD1Migrations(db, BEFORE_PROVIDER_PRACTICE);
    await db.batch([
      db.prepare("INSERT INTO users (id, email, password_hash, first_name, last_name, role) VALUES (1, 'ama@example.com.gh', '!', 'Ama', 'Owusu', 'patient'), (2, 'kwame@example.com.gh', '!', 'Kwame', 'Mensah', 'provider')"),
      db.prepare(
        "INSERT INTO providers (id, user_id, specialty_id, license_number, years_experience, education, consultation_fee_pesewas, location, city, region, address, phone, email) VALUES (7, 2, 'general', 'MDC/1', 5, 'MB ChB', 15000, 'Korle Bu', 'Accra', 'Greater Accra', 'Guggisberg Ave', '+233241234567', 'kwame@example.com.gh')",
      ),
      db.prepare(
        "INSERT INTO appointments (id, patient_id, provider_id, starts_at, status, payment_status, patient_name, patient_phone, patient_email, fee_pesewas, commission_pesewas, payout_pesewas) VALUES (3, 1, 7, 1790000000000, 'completed', 'completed', 'Ama Owusu', '+233241111111', 'ama@example.com.gh', 15000, 1500, 13500)",
      ),
      db.prepare("INSERT INTO payments (appointment_id, reference, gateway, amount_pesewas, status) VALUES (3, 'apt_3_1', 'sandbox', 15000, 'success')"),
      db.prepare("INSERT INTO reviews (provider_id, patient_id, appointment_id, patient_name, rating, comment) VALUES (7, 1, 3, 'Ama O.', 4.5, 'Kind and thorough')"),
    ]);

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    expect(await db.prepare("SELECT appointment_id, provider_id, patient_id, amount_pesewas FROM payments").all()).toMatchObject({
      results: [{ appointment_id: 3, provider_id: 7, patient_id: 1, amount_pesewas: 15000 }],
    });
    expect(await db.prepare("SELECT appointment_id, comment FROM reviews").all()).toMatchObject({ results: [{ appointment_id: 3, comment: "Kind and thorough" }] });
    await db.prepare("UPDATE appointments SET status = 'no-show' WHERE id = 3").run();
    await expect(db.prepare("UPDATE appointments SET status = 'lost' WHERE id = 3").run()).rejects.toThrow(/CHECK constraint failed/);
    // The ledger outlives the provider: deleting them takes appointments and reviews, never payments.
    await db.prepare("DELETE FROM users WHERE id = 2").run();
    expect(await db.prepare("SELECT (SELECT count(*) FROM payments) AS payments, (SELECT count(*) FROM appointments) AS appointments, (SELECT count(*) FROM reviews) AS reviews").first()).toEqual({
      payments: 1,
      appointments: 0,
      reviews: 0,
    });
  });
});

describe("migration 0007 (practice facts)", () => {
  it("gives every existing provider neither fact, and indexes only the providers that have one", async () => {
    const db = env.MIGRATION_DB;
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((migration) => migration.name < "0007"));
    await db.batch([
      db.prepare("INSERT INTO users (id, email, password_hash, first_name, last_name, role) VALUES (2, 'kwame@example.com.gh', '!', 'Kwame', 'Mensah', 'provider')"),
      db.prepare(
        "INSERT INTO providers (id, user_id, specialty_id, license_number, years_experience, education, consultation_fee_pesewas, location, city, region, address, phone, email) VALUES (7, 2, 'pharmacy', 'PC/1', 5, 'PharmD', 9000, 'Adum Pharmacy', 'Kumasi', 'Ashanti', 'Harper Road', '+233241234567', 'kwame@example.com.gh')",
      ),
    ]);

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    expect(await db.prepare("SELECT open_24_hours, accepts_walk_ins FROM providers WHERE id = 7").first()).toEqual({ open_24_hours: 0, accepts_walk_ins: 0 });
    const indexes = await db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND name IN ('providers_open_24_hours_idx', 'providers_walk_ins_idx') ORDER BY name").all<{ name: string; sql: string }>();
    expect(indexes.results.map((index) => [index.name, /WHERE (open_24_hours|accepts_walk_ins) = 1$/.test(index.sql)])).toEqual([
      ["providers_open_24_hours_idx", true],
      ["providers_walk_ins_idx", true],
    ]);
  });
});

describe("migration 0015 (booking codes)", () => {
  it("gives every booking already stored its own readable code, and every later one too", async () => {
    const db = env.MIGRATION_DB;
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((migration) => migration.name < "0015"));
    await db.batch([
      db.prepare("INSERT INTO users (id, email, password_hash, first_name, last_name, role) VALUES (11, 'akosua@example.com.gh', '!', 'Akosua', 'Boateng', 'patient'), (12, 'kofi@example.com.gh', '!', 'Kwame', 'Mensah', 'provider')"),
      db.prepare(
        "INSERT INTO providers (id, user_id, specialty_id, license_number, years_experience, education, consultation_fee_pesewas, location, city, region, address, phone, email) VALUES (17, 12, 'general', 'MDC/2', 5, 'MB ChB', 15000, 'Korle Bu', 'Accra', 'Greater Accra', 'Guggisberg Ave', '+233241234567', 'kofi@example.com.gh')",
      ),
      ...[3, 4, 5].map((id) =>
        db.prepare(
          `INSERT INTO appointments (id, patient_id, provider_id, starts_at, status, payment_status, patient_name, patient_phone, patient_email, fee_pesewas, commission_pesewas, payout_pesewas) VALUES (${id}, 11, 17, ${1790000000000 + id * 1_800_000}, 'completed', 'completed', 'Ama Owusu', '+233241111111', 'ama@example.com.gh', 15000, 1500, 13500)`,
        ),
      ),
    ]);

    await applyD1Migrations(db, env.TEST_MIGRATIONS);
    await db
      .prepare(
        "INSERT INTO appointments (id, patient_id, provider_id, starts_at, status, payment_status, patient_name, patient_phone, patient_email, fee_pesewas, commission_pesewas, payout_pesewas) VALUES (6, 11, 17, 1790100000000, 'pending', 'pending', 'Ama Owusu', '+233241111111', 'ama@example.com.gh', 15000, 1500, 13500)",
      )
      .run();

    const { results } = await db.prepare("SELECT id, booking_code FROM appointments WHERE provider_id = 17 ORDER BY id").all<{ id: number; booking_code: string }>();
    expect(results.map((row) => row.id)).toEqual([3, 4, 5, 6]);
    for (const row of results) expect(row.booking_code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(new Set(results.map((row) => row.booking_code)).size).toBe(4);
    await expect(db.prepare("UPDATE appointments SET booking_code = (SELECT booking_code FROM appointments WHERE id = 3) WHERE id = 4").run()).rejects.toThrow(/UNIQUE constraint failed/);
  });
});
