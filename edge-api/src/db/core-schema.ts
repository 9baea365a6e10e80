/**
 * The data model for D1 but the money that moves both ways: accounts, the directory,
 * bookings and payments, and the admin's and the edge cache's bookkeeping. Money is integer pesewas;
 * instants are UTC epoch milliseconds; list- and map-valued provider fields are JSON text. Imported
 * through schema.ts, the one entry that gathers every table.
 */
import { APPOINTMENT_STATUSES, PAYMENT_STATUSES } from "@gh/contracts/appointments/options";
import { REGULATORS } from "@gh/contracts/licences/options";
import { BOOKED_BY } from "@gh/contracts/providers/options";
import { VISIT_TYPES } from "@gh/contracts/visit-types";
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () => integer("created_at", { mode: "number" }).notNull().default(sql`(unixepoch() * 1000)`);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Always stored lower-cased and trimmed. */
    email: text("email").notNull(),
    /** Self-describing PBKDF2 hash: pbkdf2-sha512$iterations$salt$hash. */
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** E.164 (+233…) or null. */
    phone: text("phone"),
    role: text("role", { enum: ["patient", "provider", "admin"] }).notNull().default("patient"),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    phoneVerified: integer("phone_verified", { mode: "boolean" }).notNull().default(false),
    profileImageUrl: text("profile_image_url"),
    createdAt: createdAt(),
    /**
     * The language the account's e-mails and SMS are written in and its sign-in sets on the browser
     * (a tag of @gh/contracts/languages: en-GH, ak, ee, gaa, ha); null for accounts made before there
     * was a choice.
     */
    language: text("language"),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    // The admin Users tab sorts by any column it shows (the rowid closes every index, so ties order by id).
    index("users_name_idx").on(t.firstName, t.lastName),
    index("users_role_idx").on(t.role),
    index("users_created_idx").on(t.createdAt),
    // The rowid alone: deep admin pages skip rows on this narrow index instead of the wide table.
    index("users_id_idx").on(t.id),
    check("users_role_check", sql`${t.role} in ('patient', 'provider', 'admin')`),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the cookie token, hex: the token itself is never stored. */
    id: text("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "number" }).notNull(),
    /** Absolute expiry; idle expiry is measured from lastSeenAt. */
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const specialties = sqliteTable("specialties", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
});

export const providers = sqliteTable(
  "providers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull().default("Dr"),
    specialtyId: text("specialty_id").notNull().references(() => specialties.id),
    licenseNumber: text("license_number").notNull(),
    yearsExperience: integer("years_experience").notNull(),
    education: text("education").notNull(),
    hospitalAffiliation: text("hospital_affiliation"),
    bio: text("bio"),
    consultationFeePesewas: integer("consultation_fee_pesewas").notNull(),
    location: text("location").notNull(),
    city: text("city").notNull(),
    region: text("region").notNull(),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    website: text("website"),
    profileImageUrl: text("profile_image_url"),
    /** JSON object: day name -> hours text. */
    workingHours: text("working_hours").notNull().default("{}"),
    /** JSON list of text. */
    services: text("services").notNull().default("[]"),
    /** JSON list of text. */
    languages: text("languages").notNull().default("[]"),
    /** Kept consistent with the reviews table on every review write. */
    averageRating: real("average_rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /**
     * The rating weighted by how many reviews back it (a Bayesian average with a prior of 3.5 from 5
     * reviews), so 4.8 from 50 reviews ranks above 5.0 from 2. Derived by SQLite, never written.
     */
    ratingScore: real("rating_score").generatedAlwaysAs(sql`(average_rating * review_count + 17.5) / (review_count + 5)`, { mode: "virtual" }),
    /** Bookable slots per weekday from the working hours (schedule.ts), so date search filters in SQL. */
    slotsSunday: integer("slots_sunday").notNull().default(0),
    slotsMonday: integer("slots_monday").notNull().default(0),
    slotsTuesday: integer("slots_tuesday").notNull().default(0),
    slotsWednesday: integer("slots_wednesday").notNull().default(0),
    slotsThursday: integer("slots_thursday").notNull().default(0),
    slotsFriday: integer("slots_friday").notNull().default(0),
    slotsSaturday: integer("slots_saturday").notNull().default(0),
    /**
     * "Verified Provider": the licence is approved for the current year (licence_verified_for is this
     * year). Stored, not derived, so the relevance indexes can lead with it; the approval sets it and the
     * 1 January run clears it for the unrenewed (docs/product-rules.md#licences-and-nhis).
     */
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    /** The year the current licence was approved for; null until one is (the provider then takes no bookings). */
    licenceVerifiedFor: integer("licence_verified_for"),
    /** The regulator the licence is from (REGULATORS in @gh/contracts/licences/options); null until the provider says. */
    regulator: text("regulator", { enum: REGULATORS }),
    /** The year whose renewal reminder was sent (from 1 December), so it is sent once. */
    renewalReminderSentFor: integer("renewal_reminder_sent_for"),
    /** Serves NHIS members under the scheme, and the facility's NHIA accreditation number if given. */
    acceptsNhis: integer("accepts_nhis", { mode: "boolean" }).notNull().default(false),
    nhiaAccreditationNumber: text("nhia_accreditation_number"),
    /** Open around the clock, every day: what the "24/7 Pharmacies" shortcut and filter look for. */
    open24Hours: integer("open_24_hours", { mode: "boolean" }).notNull().default(false),
    /** Sees patients who come without an appointment: what the "Walk-in Clinics" shortcut and filter look for. */
    acceptsWalkIns: integer("accepts_walk_ins", { mode: "boolean" }).notNull().default(false),
    /** Sees patients by audio or video call too (docs/product-rules.md#remote-visits), each at its own fee or, when null, the in-person fee. */
    offersAudio: integer("offers_audio", { mode: "boolean" }).notNull().default(false),
    offersVideo: integer("offers_video", { mode: "boolean" }).notNull().default(false),
    audioFeePesewas: integer("audio_fee_pesewas"),
    videoFeePesewas: integer("video_fee_pesewas"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    /**
     * The 0.1° map square of the coordinates (geoCell in provider-rows.ts does the same sums), so a
     * radius search reads only the squares it touches. Derived by SQLite, never written.
     */
    geoCell: integer("geo_cell").generatedAlwaysAs(sql`CAST(latitude * 10 AS INTEGER) * 10000 + CAST(longitude * 10 AS INTEGER)`, { mode: "virtual" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull().default(sql`(unixepoch() * 1000)`),
    /**
     * Date-search hints (search.ts), kept by triggers (migration 0010) and never written by code: the
     * last day of the provider's latest time off ("YYYY-MM-DD") and the latest start of any appointment
     * made with them. Described here so drizzle-kit sees the table as it is (README.md, Migrations).
     */
    timeOffUntil: text("time_off_until"),
    bookedUntil: integer("booked_until", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("providers_user_unique").on(t.userId),
    // Featured list and the "relevance" order: verified first, then the weighted rating.
    index("providers_relevance_idx").on(t.isVerified, t.ratingScore),
    index("providers_specialty_relevance_idx").on(t.specialtyId, t.isVerified, t.ratingScore),
    // Town and region searches read their page in relevance order straight off these.
    index("providers_city_idx").on(sql`lower(${t.city})`, t.isVerified, t.ratingScore),
    index("providers_region_idx").on(sql`lower(${t.region})`, t.isVerified, t.ratingScore),
    // The landing form's usual search, a specialty in a town or region: only that specialty's providers
    // there, in relevance order (without these, every provider of the specialty in the country was read).
    index("providers_specialty_city_idx").on(t.specialtyId, sql`lower(${t.city})`, t.isVerified, t.ratingScore),
    index("providers_specialty_region_idx").on(t.specialtyId, sql`lower(${t.region})`, t.isVerified, t.ratingScore),
    // Distance searches: the map squares around the place, each read in relevance order (search.ts).
    index("providers_cell_relevance_idx").on(t.geoCell, t.isVerified, t.ratingScore),
    index("providers_specialty_cell_relevance_idx").on(t.specialtyId, t.geoCell, t.isVerified, t.ratingScore),
    // The other sort orders read pages straight off an index, with or without a specialty.
    index("providers_rating_idx").on(t.averageRating, t.reviewCount),
    index("providers_fee_idx").on(t.consultationFeePesewas),
    index("providers_experience_idx").on(t.yearsExperience),
    index("providers_specialty_rating_idx").on(t.specialtyId, t.averageRating, t.reviewCount),
    index("providers_specialty_fee_idx").on(t.specialtyId, t.consultationFeePesewas),
    index("providers_specialty_experience_idx").on(t.specialtyId, t.yearsExperience),
    index("providers_city_rating_idx").on(sql`lower(${t.city})`, t.averageRating, t.reviewCount),
    index("providers_city_fee_idx").on(sql`lower(${t.city})`, t.consultationFeePesewas),
    index("providers_city_experience_idx").on(sql`lower(${t.city})`, t.yearsExperience),
    index("providers_region_rating_idx").on(sql`lower(${t.region})`, t.averageRating, t.reviewCount),
    index("providers_region_fee_idx").on(sql`lower(${t.region})`, t.consultationFeePesewas),
    index("providers_region_experience_idx").on(sql`lower(${t.region})`, t.yearsExperience),
    // The admin Providers tab's sort orders.
    index("providers_specialty_idx").on(t.specialtyId),
    index("providers_location_idx").on(t.location),
    index("providers_verified_idx").on(t.isVerified),
    index("providers_created_idx").on(t.createdAt),
    // The rowid alone: deep admin pages skip rows on this narrow index instead of the wide table.
    index("providers_id_idx").on(t.id),
    // The practice-fact filters, as partial indexes holding only the providers that have the fact (a
    // small share), so the search reads them in relevance order. Search writes the literal `= 1` that
    // lets SQLite use them. "24/7 Pharmacies" asks with a specialty, "Walk-in Clinics" without one.
    index("providers_open_24_hours_idx").on(t.specialtyId, t.isVerified, t.ratingScore).where(sql`open_24_hours = 1`),
    index("providers_walk_ins_idx").on(t.isVerified, t.ratingScore).where(sql`accepts_walk_ins = 1`),
    // "Walk-in Clinics" in a town or region: only the walk-in providers there, in relevance order.
    index("providers_walk_ins_city_idx").on(sql`lower(${t.city})`, t.isVerified, t.ratingScore).where(sql`accepts_walk_ins = 1`),
    index("providers_walk_ins_region_idx").on(sql`lower(${t.region})`, t.isVerified, t.ratingScore).where(sql`accepts_walk_ins = 1`),
    // The "Audio or video visits" filter, anywhere, in a town or in a region (plan.ts writes the same condition).
    index("providers_remote_idx").on(t.isVerified, t.ratingScore).where(sql`offers_audio = 1 OR offers_video = 1`),
    index("providers_remote_city_idx").on(sql`lower(${t.city})`, t.isVerified, t.ratingScore).where(sql`offers_audio = 1 OR offers_video = 1`),
    index("providers_remote_region_idx").on(sql`lower(${t.region})`, t.isVerified, t.ratingScore).where(sql`offers_audio = 1 OR offers_video = 1`),
    // The "Accepts NHIS" filter, anywhere, with a specialty, in a town or in a region, in relevance order
    // (the "Verified providers only" filter needs none of its own: the relevance indexes lead with is_verified).
    index("providers_nhis_idx").on(t.isVerified, t.ratingScore).where(sql`accepts_nhis = 1`),
    index("providers_nhis_specialty_idx").on(t.specialtyId, t.isVerified, t.ratingScore).where(sql`accepts_nhis = 1`),
    index("providers_nhis_city_idx").on(sql`lower(${t.city})`, t.isVerified, t.ratingScore).where(sql`accepts_nhis = 1`),
    index("providers_nhis_region_idx").on(sql`lower(${t.region})`, t.isVerified, t.ratingScore).where(sql`accepts_nhis = 1`),
    // "Accepts NHIS" near a place: the map squares' NHIS practices alone, so the capped count and each
    // square's best page rows never read the two in three providers who do not take NHIS.
    index("providers_nhis_cell_relevance_idx").on(t.geoCell, t.isVerified, t.ratingScore).where(sql`accepts_nhis = 1`),
    // The 1 December reminders and the 1 January run read providers by the year of their licence.
    index("providers_licence_year_idx").on(t.licenceVerifiedFor),
    check("providers_fee_check", sql`${t.consultationFeePesewas} > 0`),
    check("providers_experience_check", sql`${t.yearsExperience} >= 0`),
  ],
);


export const appointments = sqliteTable(
  "appointments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    patientId: integer("patient_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    providerId: integer("provider_id").notNull().references(() => providers.id, { onDelete: "cascade" }),
    /** The slot's UTC instant (Ghana is UTC+0). */
    startsAt: integer("starts_at", { mode: "number" }).notNull(),
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull().default("pending"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    /** While unpaid, the slot is held until this instant; after it the hold lapses. */
    holdExpiresAt: integer("hold_expires_at", { mode: "number" }),
    cancellationReason: text("cancellation_reason"),
    reason: text("reason"),
    notes: text("notes"),
    /** In person, or a remote visit joined from the appointment (docs/product-rules.md#remote-visits). */
    visitType: text("visit_type", { enum: VISIT_TYPES }).notNull().default("in_person"),
    /** What the provider wrote to the patient after a remote visit; shown on My Appointments and in the data export. */
    visitNote: text("visit_note"),
    patientName: text("patient_name").notNull(),
    patientPhone: text("patient_phone").notNull(),
    patientEmail: text("patient_email").notNull(),
    /** On the web, or by phone through the USSD menu: the provider's dashboard marks the latter (docs/product-rules.md#basic-phones). */
    bookedBy: text("booked_by", { enum: BOOKED_BY }).notNull().default("web"),
    /** Fixed at booking from the provider's fee, never from the client. */
    feePesewas: integer("fee_pesewas").notNull(),
    commissionPesewas: integer("commission_pesewas").notNull(),
    payoutPesewas: integer("payout_pesewas").notNull(),
    transactionId: text("transaction_id"),
    /**
     * Six characters to read out at the front desk (no 0/O, 1/I/L), set by a trigger on every insert
     * (migration 0015); null only inside the insert that writes the row.
     */
    bookingCode: text("booking_code"),
    /** When the 24-hour reminder went out: the Cron sweep sends it exactly once. */
    reminderSentAt: integer("reminder_sent_at", { mode: "number" }),
    /** When the 2-hour reminder SMS went out: the Cron sweep sends it exactly once (db/reminders.ts). */
    twoHourReminderSentAt: integer("reminder_2h_sent_at", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull().default(sql`(unixepoch() * 1000)`),
  },
  (t) => [
    // No double booking, ever: one active appointment per provider and instant.
    uniqueIndex("appointments_active_slot_unique")
      .on(t.providerId, t.startsAt)
      .where(sql`status in ('pending', 'confirmed')`),
    uniqueIndex("appointments_booking_code_unique").on(t.bookingCode),
    index("appointments_patient_idx").on(t.patientId, t.startsAt),
    index("appointments_provider_idx").on(t.providerId, t.startsAt),
    // The provider dashboard's status filter and its stats read straight off this.
    index("appointments_provider_status_idx").on(t.providerId, t.status, t.startsAt),
    index("appointments_hold_idx").on(t.holdExpiresAt),
    // Confirmed visits still owed their reminder, by time: what the Cron sweep walks.
    // The admin Appointments tab's sort orders, and the latest paid bookings for revenue.
    index("appointments_starts_idx").on(t.startsAt),
    index("appointments_status_idx").on(t.status, t.startsAt),
    index("appointments_patient_name_idx").on(t.patientName),
    index("appointments_paid_recent_idx").on(t.paymentStatus, t.createdAt),
    index("appointments_reminder_due_idx").on(t.startsAt).where(sql`status = 'confirmed' and reminder_sent_at is null`),
    check("appointments_status_check", sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled', 'no-show')`),
    check("appointments_payment_status_check", sql`${t.paymentStatus} in ('pending', 'completed')`),
    check("appointments_fee_check", sql`${t.feePesewas} > 0 and ${t.commissionPesewas} + ${t.payoutPesewas} = ${t.feePesewas}`),
  ],
);

export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /**
     * The appointment paid for. Deliberately no foreign key: the money ledger outlives a deleted
     * provider or appointment (docs/product-rules.md#ledger), so who paid whom is kept here too.
     */
    appointmentId: integer("appointment_id").notNull(),
    providerId: integer("provider_id"),
    patientId: integer("patient_id"),
    /** apt_{appointmentId}_{timestamp}; one payment per reference. */
    reference: text("reference").notNull(),
    gateway: text("gateway", { enum: ["paystack", "sandbox"] }).notNull(),
    amountPesewas: integer("amount_pesewas").notNull(),
    currency: text("currency").notNull().default("GHS"),
    status: text("status", { enum: ["pending", "success", "failed"] }).notNull().default("pending"),
    channel: text("channel"),
    paidAt: integer("paid_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_reference_unique").on(t.reference),
    index("payments_appointment_idx").on(t.appointmentId),
    index("payments_provider_idx").on(t.providerId),
  ],
);

/** Whole days a provider does not see patients (holiday, conference): Ghana dates, inclusive. */
export const timeOff = sqliteTable(
  "time_off",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    providerId: integer("provider_id").notNull().references(() => providers.id, { onDelete: "cascade" }),
    /** "YYYY-MM-DD", first and last day off. */
    startsOn: text("starts_on").notNull(),
    endsOn: text("ends_on").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("time_off_provider_idx").on(t.providerId, t.endsOn),
    check("time_off_range_check", sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    providerId: integer("provider_id").notNull().references(() => providers.id, { onDelete: "cascade" }),
    patientId: integer("patient_id").references(() => users.id, { onDelete: "set null" }),
    /** Verified-visit reviews: at most one per appointment. */
    appointmentId: integer("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
    patientName: text("patient_name").notNull(),
    /** 0 to 5 in halves. */
    rating: real("rating").notNull(),
    comment: text("comment").notNull().default(""),
    appointmentDate: integer("appointment_date", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_provider_idx").on(t.providerId, t.createdAt),
    // The admin Reviews tab's sort orders.
    index("reviews_rating_idx").on(t.rating),
    index("reviews_created_idx").on(t.createdAt),
    uniqueIndex("reviews_appointment_unique").on(t.appointmentId),
    check("reviews_rating_check", sql`${t.rating} between 0 and 5 and ${t.rating} * 2 = cast(${t.rating} * 2 as integer)`),
  ],
);

/** Fixed-window counters for rate limits (sends per hour, failed logins): D1, not KV (docs/product-rules.md#api-errors-and-limits). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStartedAt: integer("window_started_at", { mode: "number" }).notNull(),
  lastEventAt: integer("last_event_at", { mode: "number" }).notNull(),
});

/** Development mail and SMS: what the local adapters "send" lands here. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_recipient_idx").on(t.recipient, t.createdAt)],
);

/**
 * Every administrator's change, before and after (docs/product-rules.md#admin-and-exports). Kept when the admin or the changed
 * row is deleted, so the record outlives both.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    /** The admin's name at the time, so the entry reads the same after their account is gone. */
    adminName: text("admin_name").notNull(),
    /** e.g. "provider.update", "provider.delete". */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    /** JSON of the row before and after the change (null when it did not exist). */
    before: text("before"),
    after: text("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

/**
 * Row counts of the admin tables, kept by triggers (migration 0005), so counters and totals never
 * count a 100,000-row table.
 */
export const rowCounts = sqliteTable("row_counts", {
  tableName: text("table_name").primaryKey(),
  count: integer("count").notNull().default(0),
});

/**
 * Revenue by the month a booking was paid, kept by triggers (migration 0005) as appointments become
 * paid. A ledger: deleting a provider or an appointment never takes money already received out of it.
 */
export const revenueMonths = sqliteTable("revenue_months", {
  /** "2026-11" (Ghana is UTC). */
  month: text("month").primaryKey(),
  bookings: integer("bookings").notNull().default(0),
  feePesewas: integer("fee_pesewas").notNull().default(0),
  commissionPesewas: integer("commission_pesewas").notNull().default(0),
  payoutPesewas: integer("payout_pesewas").notNull().default(0),
});

/**
 * The edge cache's versioned keys (docs/decisions/0004-edge-cache-generations.md): one random generation per scope ('epoch', 'lists',
 * 'provider:<id>'), renewed by triggers (migration 0009) in the same statement as any write that
 * changes what the scope's public reads show. See edge-api/src/http/edge-cache.ts.
 */
export const cacheGenerations = sqliteTable("cache_generations", {
  scope: text("scope").primaryKey(),
  generation: text("generation").notNull(),
});

/**
 * Idempotency-Key answers (docs/decisions/0006-idempotency-keys.md, migration 0011): a user's retried booking or payment verify
 * with the same key within 24 h gets the first answer back instead of acting twice. The row is
 * inserted before the work starts, so of two concurrent duplicates only one does it; the answer is
 * filled in once there is one (edge-api/src/http/idempotency.ts).
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    /** Null while the first request is still being answered. */
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_expires_idx").on(t.expiresAt)],
);
