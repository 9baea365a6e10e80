/** Providers made for one test through the API, so the seeded demo data stays as it is. */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { latestCode, newestMessageId } from "./outbox";

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
