/** The demo sign-ins (patient, provider, admin) and the seeded patients who wrote the reviews. */
import type { Region } from "@gh/contracts/regions";
import { hashPassword } from "../src/auth/password.ts";
import { DAY_MS, HOUR_MS, utcDate } from "./calendar.ts";
import { pickPersonName, reviewerDisplayName } from "./names.ts";
import type { Random } from "./random.ts";
import type { UserRow } from "./rows.ts";

export interface DemoAccount {
  email: string;
  password: string;
  role: UserRow["role"];
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** Documented in the README and printed by `scripts/seed.ts`; the passwords are public on purpose. */
export const DEMO_ACCOUNTS = {
  patient: {
    email: "patient@demo.gh", password: "Patient#2025", role: "patient", firstName: "Ama", lastName: "Owusu", phone: "+233241234567",
  },
  provider: {
    email: "provider@demo.gh", password: "Provider#2025", role: "provider", firstName: "Kwame", lastName: "Mensah", phone: "+233201234567",
  },
  admin: {
    email: "admin@demo.gh", password: "Admin#2025", role: "admin", firstName: "Site", lastName: "Administrator", phone: null,
  },
} as const satisfies Record<string, DemoAccount>;

/** Seeded users other than the demo accounts get this: it is not a valid hash, so no password ever verifies. */
export const UNUSABLE_PASSWORD_HASH = "!seeded-account-no-password";

/** Fixed user ids: the demo accounts first, so they are easy to find in the admin tables. */
export const DEMO_USER_IDS = { patient: 1, provider: 2, admin: 3 } as const;
export const DEMO_PROVIDER_ID = 1;
export const FIRST_REVIEWER_USER_ID = 4;
export const REVIEWER_COUNT = 30;
/** Provider user ids continue after the reviewers. */
export const FIRST_PROVIDER_USER_ID = FIRST_REVIEWER_USER_ID + REVIEWER_COUNT;

/** A patient who can appear as a review's author. */
export interface Reviewer {
  userId: number;
  /** "Akosua B.". */
  displayName: string;
}

export interface SeededAccounts {
  /** The demo patient, the admin and the reviewers; the demo provider's user is built with its provider. */
  users: UserRow[];
  reviewers: Reviewer[];
  /** The demo provider's password hash, for its user row. */
  demoProviderPasswordHash: string;
}

const ACCOUNTS_CREATED_AT = utcDate(2024, 1, 15);

/**
 * Salts come from the seeded generator instead of crypto.getRandomValues, so the seed SQL is
 * byte-identical across runs; the passwords are public anyway.
 */
async function demoHash(random: Random, password: string): Promise<string> {
  return hashPassword(password, random.bytes(16));
}

function demoUser(id: number, account: DemoAccount, passwordHash: string): UserRow {
  return {
    id,
    email: account.email,
    password_hash: passwordHash,
    first_name: account.firstName,
    last_name: account.lastName,
    phone: account.phone,
    role: account.role,
    email_verified: true,
    phone_verified: account.phone !== null,
    profile_image_url: null,
    created_at: ACCOUNTS_CREATED_AT,
    language: null,
  };
}

/** Reviewers live where most of the reviewed providers are: mostly the two big cities. */
const REVIEWER_REGIONS: readonly (readonly [Region, number])[] = [
  ["Greater Accra", 10], ["Ashanti", 7], ["Central", 2], ["Western", 2], ["Eastern", 2], ["Volta", 2], ["Northern", 2],
  ["Upper East", 1], ["Upper West", 1], ["Bono", 1],
];

const MOBILE_PREFIXES = ["24", "54", "55", "59", "20", "50", "26", "27", "57"] as const;

/** A Ghana mobile number in E.164: +233, a network prefix, seven digits. */
export function ghanaMobile(random: Random): string {
  return `+233${random.pick(MOBILE_PREFIXES)}${random.int(1_000_000, 9_999_999)}`;
}

function reviewerPatients(random: Random): { users: UserRow[]; reviewers: Reviewer[] } {
  const users: UserRow[] = [];
  const reviewers: Reviewer[] = [];
  const taken = new Set<string>();
  for (let index = 0; index < REVIEWER_COUNT; index++) {
    const id = FIRST_REVIEWER_USER_ID + index;
    const name = pickPersonName(random, random.weighted(REVIEWER_REGIONS));
    const local = `${name.firstName}.${name.lastName}`.toLowerCase().replace(/[^a-z.-]/g, "");
    let email = `${local}@patients.demo.gh`;
    for (let n = 2; taken.has(email); n++) email = `${local}${n}@patients.demo.gh`;
    taken.add(email);
    users.push({
      id,
      email,
      password_hash: UNUSABLE_PASSWORD_HASH,
      first_name: name.firstName,
      last_name: name.lastName,
      phone: ghanaMobile(random),
      role: "patient",
      email_verified: true,
      phone_verified: random.chance(0.6),
      profile_image_url: null,
      created_at: utcDate(2023, 1, 1) + random.int(0, 540) * DAY_MS + random.int(7, 21) * HOUR_MS,
      language: null,
    });
    reviewers.push({ userId: id, displayName: reviewerDisplayName(name) });
  }
  return { users, reviewers };
}

export async function buildAccounts(random: Random): Promise<SeededAccounts> {
  const patientHash = await demoHash(random, DEMO_ACCOUNTS.patient.password);
  const demoProviderPasswordHash = await demoHash(random, DEMO_ACCOUNTS.provider.password);
  const adminHash = await demoHash(random, DEMO_ACCOUNTS.admin.password);
  const { users: reviewerUsers, reviewers } = reviewerPatients(random);
  return {
    users: [
      demoUser(DEMO_USER_IDS.patient, DEMO_ACCOUNTS.patient, patientHash),
      demoUser(DEMO_USER_IDS.admin, DEMO_ACCOUNTS.admin, adminHash),
      ...reviewerUsers,
    ],
    reviewers,
    demoProviderPasswordHash,
  };
}

/** The demo provider's user row, once its provider is built. */
export function demoProviderUser(passwordHash: string): UserRow {
  return demoUser(DEMO_USER_IDS.provider, DEMO_ACCOUNTS.provider, passwordHash);
}
