/**
 * Password hashing: PBKDF2-SHA-512 with a per-user salt, stored self-describing as
 * `pbkdf2-sha512$<iterations>$<salt base64>$<hash base64>` so the cost can be raised later.
 * 100,000 iterations is the most production Workers allow (docs/product-rules.md#sign-in-and-sessions); a test pins it.
 * Uses only WebCrypto, so the same code runs in the Worker and in Node scripts (seed, admin:create).
 */
export const PASSWORD_ITERATIONS = 100_000;
const SCHEME = "pbkdf2-sha512";
const SALT_BYTES = 16;
const HASH_BYTES = 64;

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-512", salt, iterations }, key, HASH_BYTES * 8);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, salt: Uint8Array = crypto.getRandomValues(new Uint8Array(SALT_BYTES))): Promise<string> {
  const hash = await derive(password, salt, PASSWORD_ITERATIONS);
  return `${SCHEME}$${PASSWORD_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Parses a stored hash; null for anything that is not PBKDF2-SHA-512 at our iteration count. */
export function parsePasswordHash(stored: string): { iterations: number; salt: Uint8Array; hash: Uint8Array } | null {
  const [scheme, iterationsText, saltText, hashText] = stored.split("$");
  if (scheme !== SCHEME || !saltText || !hashText) return null;
  const iterations = Number(iterationsText);
  if (iterations !== PASSWORD_ITERATIONS) return null;
  try {
    return { iterations, salt: fromBase64(saltText), hash: fromBase64(hashText) };
  } catch {
    return null;
  }
}

/** Constant-time comparison of the derived key with the stored one. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.iterations);
  if (candidate.length !== parsed.hash.length) return false;
  let difference = 0;
  for (let i = 0; i < candidate.length; i++) difference |= candidate[i]! ^ parsed.hash[i]!;
  return difference === 0;
}
