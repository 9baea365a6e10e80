/**
 * A join token (docs/product-rules.md#remote-visits): 32 random bytes, base64url, handed to the caller
 * once. Only its SHA-256 is kept, by the appointment's room, which deletes it at first use.
 */
import { sha256Hex } from "../auth/session.ts";

export interface JoinToken {
  token: string;
  tokenHash: string;
}

export async function mintJoinToken(): Promise<JoinToken> {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return { token, tokenHash: await sha256Hex(token) };
}

/** The shape of a token we issue (43 base64url characters); anything else is refused unread. */
export const JOIN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const joinTokenHash = (token: string) => sha256Hex(token);
