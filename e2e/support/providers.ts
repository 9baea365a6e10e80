/** Providers made for one test through the API, so the seeded demo data stays as it is. */
import { expect, request as requests, type APIRequestContext, type Page } from "@playwright/test";
import { latestCode, newestMessageId } from "./outbox";
import { E2E_BASE_URL } from "./server";

export interface RegisteredProvider {
  id: number;
  /** "Dr. Efua Quartey-abcd", as the directory and the admin cards show it. */
  name: string;
  lastName: string;
  /** Letters unique to this provider, in its name and e-mail address. */
  suffix: string;
  email: string;
  /** Asked again before payout details change. */
  password: string;
}

/** Letters only, so the name reads like a name and is unique to this run. */
export function uniqueSuffix(): string {
  return (Date.now() * 1000 + Math.floor(Math.random() * 1000)).toString(26).replace(/\d/g, (digit) => "qrstuvwxyz"[Number(digit)]!);
}

/**
 * Signs up a radiologist in Sunyani as the wizard does (code from the development outbox, then the
 * wizard's data). The session cookie lands in `request`'s context: pass `page.request` to have the
 * provider signed in in that page.
 */
const REGISTERED_PASSWORD = "Sunyani#Clinic25";

export async function registerProvider(request: APIRequestContext, overrides: Record<string, unknown> = {}): Promise<RegisteredProvider> {
  const suffix = uniqueSuffix();
  const email = `efua.${suffix}@example.com.gh`;
  const lastName = `Quartey-${suffix}`;
  expect((await request.post("/api/provider/send-verification", { data: { email, mode: "signup" } })).status()).toBe(200);
  const registered = await request.post("/api/provider/complete-registration", {
    data: {
      code: await latestCode(request, email),
      title: "Dr",
      firstName: "Efua",
      lastName,
      email,
      password: REGISTERED_PASSWORD,
      phone: `024${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
      specialty: "radiology",
      regulator: "ahpc",
      licenseNumber: `MDC/RN/${suffix}`,
      yearsExperience: 9,
      education: "MB ChB, University for Development Studies",
      hospitalAffiliation: "Sunyani Teaching Hospital",
      bio: "Radiologist reading X-rays, ultrasound and CT scans for patients across the Bono Region.",
      consultationFee: "200",
      location: "Sunyani Teaching Hospital",
      city: "Sunyani",
      region: "Bono",
      address: "Hospital Road, Sunyani",
      services: "X-ray, Ultrasound, CT scan",
      languages: "English, Twi",
      terms: true,
      ...overrides,
    },
  });
  expect(registered.status()).toBe(201);
  const { provider } = (await registered.json()) as { provider: { id: number } };
  return { id: provider.id, name: `Dr. Efua ${lastName}`, lastName, suffix, email, password: REGISTERED_PASSWORD };
}

/** The seeded administrator (README "Demo accounts"): administrators sign in with their password alone. */
export const DEMO_ADMIN = { email: "admin@demo.gh", password: "Admin#2025" } as const;

/** A one-page PDF (blank), small enough to send in every test; the server decides its type from the first bytes. */
export const LICENCE_PDF = {
  name: "licence-2026.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
      "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  ),
};

/** Sends a licence document as the provider signed in in `request`; the new licence's id. */
export async function uploadLicence(request: APIRequestContext, registrationNumber: string): Promise<number> {
  const uploaded = await request.post("/api/providers/licence", {
    multipart: { regulator: "ahpc", registrationNumber, document: LICENCE_PDF },
  });
  expect(uploaded.status()).toBe(201);
  return ((await uploaded.json()) as { id: number }).id;
}

/** Approves a waiting licence for this year as the demo administrator, in a cookie jar of its own. */
export async function approveLicence(licenceId: number): Promise<void> {
  const admin = await requests.newContext({ baseURL: E2E_BASE_URL });
  try {
    expect((await admin.post("/api/login", { data: DEMO_ADMIN })).status()).toBe(200);
    // Accra keeps UTC all year, so the server's year is the UTC year.
    const approved = await admin.post(`/api/admin/licences/${licenceId}/approve`, { data: { year: new Date().getUTCFullYear() } });
    expect(approved.status()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/**
 * A registered provider whose licence an administrator has approved, so patients can book them: a
 * provider takes no bookings until then (docs/product-rules.md#licences-and-nhis). `request` keeps
 * the provider's session, as with registerProvider.
 */
export async function licensedProvider(request: APIRequestContext, overrides: Record<string, unknown> = {}): Promise<RegisteredProvider> {
  const provider = await registerProvider(request, overrides);
  await approveLicence(await uploadLicence(request, `AHPC/${provider.suffix}`));
  return provider;
}

/** The seeded demo provider (README "Demo accounts"). */
export const DEMO_PROVIDER = { email: "provider@demo.gh", password: "Provider#2025", id: 1, name: "Dr. Kwame Mensah" } as const;

/** Signs the demo provider in through the form and the e-mailed second factor, as a provider does. */
export async function signInAsProvider(page: Page, request: APIRequestContext): Promise<void> {
  const before = await newestMessageId(request, DEMO_PROVIDER.email);
  await page.goto("/auth");
  const signIn = page.getByRole("form", { name: "Sign In" });
  await signIn.getByLabel("Email").fill(DEMO_PROVIDER.email);
  await signIn.getByLabel("Password").fill(DEMO_PROVIDER.password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/provider\/login-verify/);
  await page.getByLabel("Verification code").fill(await latestCode(request, DEMO_PROVIDER.email, before));
  await page.getByRole("button", { name: "Verify & Sign In" }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
}

/**
 * Signs the demo provider in through the API (password, then the e-mailed code), for tests whose
 * subject is not the sign-in form: the session cookie lands in the page's context.
 */
export async function signInAsProviderByApi(page: Page): Promise<void> {
  const before = await newestMessageId(page.request, DEMO_PROVIDER.email);
  const login = await page.request.post("/api/login", { data: { email: DEMO_PROVIDER.email, password: DEMO_PROVIDER.password } });
  expect(login.status()).toBe(200);
  const code = await latestCode(page.request, DEMO_PROVIDER.email, before);
  const verified = await page.request.post("/api/provider/verify-login", { data: { email: DEMO_PROVIDER.email, code } });
  expect(verified.status()).toBe(200);
}
