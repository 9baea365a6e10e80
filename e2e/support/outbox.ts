import { expect, type APIRequestContext } from "@playwright/test";

/** The newest 6-digit code the development outbox holds for an address (e-mail or E.164 phone). */
export async function latestCode(request: APIRequestContext, address: string, after = 0): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(address)}`)).json()) as { id: number; body: string }[];
      const newest = messages.find((m) => m.id > after);
      code = newest?.body.match(/\b(\d{6})\b/)?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** The id of the newest message to an address, to wait for a later one. */
export async function newestMessageId(request: APIRequestContext, address: string): Promise<number> {
  const messages = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(address)}`)).json()) as { id: number }[];
  return messages[0]?.id ?? 0;
}
