/** A signed-in account as GET /api/user answers it, for the DOM tests: Ama Owusu, a verified patient, unless told. */
import type { AccountUser } from "@gh/contracts/auth";

export const accountUser = (overrides: Partial<AccountUser> = {}): AccountUser => ({
  id: 3,
  email: "ama@example.com",
  firstName: "Ama",
  lastName: "Owusu",
  phone: null,
  role: "patient",
  emailVerified: true,
  phoneVerified: false,
  profileImageUrl: null,
  createdAt: "2026-01-05T09:00:00.000Z",
  ...overrides,
});
