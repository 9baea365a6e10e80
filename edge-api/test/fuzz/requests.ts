/**
 * What the fuzz sends, as fast-check arbitraries of small descriptions (which route, who asks, how the
 * route's well-formed example is broken), turned into a real Request only when sent: a 1 MB string
 * or 10,000 nested arrays are written out then, not kept for every generated case.
 */
import fc from "fast-check";
import { exampleFor } from "./examples.ts";
import { PRINCIPALS, type Principal, type World } from "./world.ts";

export interface Route {
  method: string;
  path: string;
}

/** A JSON value; strings of the form @@RAW:name@@ stand for raw JSON text written out at send time. */
type Bad = unknown;

const RAW_JSON: Record<string, () => string> = {
  huge: () => JSON.stringify("x".repeat(1024 * 1024)),
  hugeBelowLimit: () => JSON.stringify("ʕ".repeat(30_000)),
  deepArray: () => "[".repeat(10_000) + "]".repeat(10_000),
  deepObject: () => '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000),
  overflow: () => "1e400",
  negativeOverflow: () => "-1e400",
  negativeZero: () => "-0",
  bigInteger: () => "123456789012345678901234567890",
  nan: () => "NaN",
  infinity: () => "Infinity",
  loneSurrogate: () => '"\\ud800"',
};
const raw = (name: keyof typeof RAW_JSON) => `@@RAW:${name}@@`;

const HOSTILE_TEXT = [
  "' OR 1=1; DROP TABLE users; --",
  '"; DELETE FROM appointments WHERE "1"="1',
  "1; UPDATE users SET role='admin'",
  "<script>alert(document.cookie)</script>",
  '<img src=x onerror="alert(1)">',
  "javascript:alert(1)",
  "../../etc/passwd",
  "..%2F..%2Fetc",
  "\u0000",
  "\u202e\u200b",
  "🇬🇭🩺",
  "   ",
  "",
];
const ODD_DATES = ["2026-02-30", "2026-13-01", "2026-00-10", "2026-02-30T10:00:00.000Z", "2026-02-29", "0000-00-00", "9999-12-31T23:59:59.999Z", "-002026-01-01", "2026-1-5", "yesterday", "2026-02-28T25:61:00Z"];
const ODD_NUMBERS = [-1, 0, -0, 1.5, -1e9, 1e21, Number.MAX_SAFE_INTEGER + 2, Number.MIN_SAFE_INTEGER, 2 ** 31, 1e308];

const badValue: fc.Arbitrary<Bad> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT, ...ODD_DATES, ...ODD_NUMBERS, null, true, false, [], {}, "NaN", "-1", "1e999"),
  fc.constantFrom(...(Object.keys(RAW_JSON) as (keyof typeof RAW_JSON)[])).map(raw),
  fc.string({ maxLength: 40, unit: "binary" }),
  fc.double(),
  fc.integer(),
  fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null)), { maxKeys: 3 }),
);

const EXTRA_KEYS = ["role", "isAdmin", "id", "userId", "patientId", "providerId", "fee", "paymentStatus", "status", "emailVerified", "__proto__", "constructor", "isVerified", "commissionPesewas"];

type BodyEdit =
  | { kind: "example" }
  | { kind: "none" }
  | { kind: "drop"; pick: number }
  | { kind: "retype"; pick: number; value: Bad }
  | { kind: "extra"; key: string; value: Bad }
  | { kind: "everyField"; value: Bad }
  | { kind: "whole"; value: Bad }
  | { kind: "encoding"; as: "invalidUtf8" | "textPlain" | "form" | "multipart" | "noContentType" | "truncated" | "utf16" | "empty" | "xml" }
  | { kind: "bytes"; bytes: Uint8Array; contentType: string };

const bodyEdit: fc.Arbitrary<BodyEdit> = fc.oneof(
  { arbitrary: fc.constant({ kind: "example" as const }), weight: 2 },
  { arbitrary: fc.constant({ kind: "none" as const }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("drop" as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("retype" as const), pick: fc.nat(), value: badValue }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant("extra" as const), key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), value: badValue }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("everyField" as const), value: badValue }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("whole" as const), value: badValue }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant("encoding" as const), as: fc.constantFrom("invalidUtf8", "textPlain", "form", "multipart", "noContentType", "truncated", "utf16", "empty", "xml") }),
    weight: 4,
  },
  {
    arbitrary: fc.record({ kind: fc.constant("bytes" as const), bytes: fc.uint8Array({ maxLength: 64 }), contentType: fc.constantFrom("application/json", "application/octet-stream", "text/plain") }),
    weight: 1,
  },
);

type QueryEdit =
  | { kind: "example" }
  | { kind: "none" }
  | { kind: "duplicate"; pick: number; value: string }
  | { kind: "replace"; pick: number; value: string }
  | { kind: "extra"; pairs: [string, string][] };

const QUERY_KEYS = ["page", "pageSize", "limit", "sort", "order", "search", "date", "from", "to", "status", "specialty", "location", "lat", "lng", "distance", "open24Hours", "walkIns"];
const badQueryValue = fc.oneof(
  fc.constantFrom("", "-1", "0", "NaN", "Infinity", "1e309", "99999999999999999999", "1.5", "0x10", ...ODD_DATES, ...HOSTILE_TEXT, "x".repeat(8_000)),
  fc.string({ maxLength: 30, unit: "binary" }),
);
const queryEdit: fc.Arbitrary<QueryEdit> = fc.oneof(
  fc.constant({ kind: "example" as const }),
  fc.constant({ kind: "none" as const }),
  fc.record({ kind: fc.constant("duplicate" as const), pick: fc.nat(), value: badQueryValue }),
  fc.record({ kind: fc.constant("replace" as const), pick: fc.nat(), value: badQueryValue }),
  fc.record({ kind: fc.constant("extra" as const), pairs: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })), badQueryValue), { minLength: 1, maxLength: 4 }) }),
);

/** Path ids: an existing object's id (of any kind) or something that is no id at all. */
type PathId = { kind: "existing"; pick: number } | { kind: "bad"; text: string };
const BAD_IDS = [
  "0", "-1", "1.5", "1e3", "NaN", "Infinity", "99999999999999999999999", "9".repeat(400), "0x10", "abc", "%201", "1%20", "%2B1",
  "..%2F..%2Fetc", "..%2F..%2Fetc%2Fpasswd", "..%2f..", "%2e%2e%2f%2e%2e", "%00", "%ZZ", "%E0%A4%A", "%3Cscript%3E", "1%3B%20DROP%20TABLE%20users",
];
const pathId: fc.Arbitrary<PathId> = fc.oneof(
  fc.record({ kind: fc.constant("existing" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("bad" as const), text: fc.constantFrom(...BAD_IDS) }),
  fc.record({ kind: fc.constant("bad" as const), text: fc.string({ minLength: 1, maxLength: 20, unit: "binary" }).map(encodeURIComponent) }),
);

export interface FuzzCase {
  /** Usually the route's own method; sometimes another, which must be a JSON 405. */
  otherMethod: string | null;
  principal: Principal;
  ids: PathId[];
  query: QueryEdit;
  body: BodyEdit;
  origin: "same" | "none" | "cross";
  idempotencyKey: string | null;
}

export function fuzzCase(): fc.Arbitrary<FuzzCase> {
  return fc.record({
    otherMethod: fc.oneof({ arbitrary: fc.constant(null), weight: 12 }, { arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE"), weight: 1 }),
    principal: fc.constantFrom(...PRINCIPALS),
    ids: fc.array(pathId, { minLength: 2, maxLength: 2 }),
    query: queryEdit,
    body: bodyEdit,
    origin: fc.oneof({ arbitrary: fc.constant("same" as const), weight: 10 }, { arbitrary: fc.constantFrom("none" as const, "cross" as const), weight: 1 }),
    idempotencyKey: fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, { arbitrary: fc.oneof(fc.uuid(), fc.constantFrom("", "a b", "del\x7f", "k".repeat(300))), weight: 1 }),
  });
}

/** A JSON text with every @@RAW:…@@ placeholder written out. */
function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"@@RAW:(\w+)@@"/g, (_, name: string) => RAW_JSON[name]!());
}

function pathFor(route: Route, ids: PathId[], world: World): string {
  let next = 0;
  return route.path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const id = ids[next++ % ids.length]!;
      if (id.kind === "bad") return id.text;
      // :key of an image is a file name, every other parameter an id.
      return segment === ":key" && id.pick % 2 === 0 ? world.imageKey : world.ids[id.pick % world.ids.length]!;
    })
    .join("/");
}

function queryFor(edit: QueryEdit, example: [string, string][]): [string, string][] {
  const pairs = [...example];
  const pick = (n: number) => pairs[n % Math.max(pairs.length, 1)]?.[0] ?? "page";
  switch (edit.kind) {
    case "example":
      return pairs;
    case "none":
      return [];
    case "duplicate":
      return [...pairs, [pick(edit.pick), edit.value]];
    case "replace":
      return [...pairs.filter(([key]) => key !== pick(edit.pick)), [pick(edit.pick), edit.value]];
    case "extra":
      return [...pairs, ...edit.pairs];
  }
}

function bodyFor(edit: BodyEdit, example: Record<string, unknown>): { body?: BodyInit; contentType?: string } {
  const keys = Object.keys(example);
  const key = (n: number) => keys[n % Math.max(keys.length, 1)] ?? "value";
  const json = (value: unknown) => ({ body: jsonText(value), contentType: "application/json" });
  switch (edit.kind) {
    case "example":
      return json(example);
    case "none":
      return {};
    case "drop":
      return json(Object.fromEntries(Object.entries(example).filter(([k]) => k !== key(edit.pick))));
    case "retype":
      return json({ ...example, [key(edit.pick)]: edit.value });
    case "extra":
      return json({ ...example, [edit.key]: edit.value });
    case "everyField":
      return json(Object.fromEntries(keys.map((k) => [k, edit.value])));
    case "whole":
      return json(edit.value);
    case "bytes":
      return { body: edit.bytes, contentType: edit.contentType };
    case "encoding": {
      const text = JSON.stringify(example);
      switch (edit.as) {
        case "invalidUtf8": {
          // Bytes no UTF-8 decoder accepts, inside a JSON string: a lone continuation byte, an overlong "/", a truncated sequence.
          const [head, tail] = [new TextEncoder().encode(text.slice(0, -2)), new TextEncoder().encode(text.slice(-2))];
          const body = new Uint8Array([...head, ...new TextEncoder().encode(',"bad":"'), 0x80, 0xc0, 0xaf, 0xe2, 0x28, 0xa1, 0xff, 0x22, ...tail.slice(1)]);
          return { body: keys.length ? body : new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), contentType: "application/json" };
        }
        case "textPlain":
          return { body: text, contentType: "text/plain;charset=UTF-8" };
        case "form":
          return { body: new URLSearchParams(Object.entries(example).map(([k, v]) => [k, String(v)])).toString(), contentType: "application/x-www-form-urlencoded" };
        case "multipart": {
          const form = new FormData();
          for (const [k, v] of Object.entries(example)) form.append(k, typeof v === "string" ? v : JSON.stringify(v));
          return { body: form };
        }
        case "noContentType":
          return { body: new TextEncoder().encode(text) };
        case "truncated":
          return { body: text.slice(0, Math.max(1, Math.floor(text.length / 2))), contentType: "application/json" };
        case "utf16":
          return { body: new Uint8Array(new Uint16Array([...text].map((ch) => ch.charCodeAt(0))).buffer), contentType: "application/json; charset=utf-16le" };
        case "empty":
          return { body: "", contentType: "application/json" };
        case "xml":
          return { body: "<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><x>&e;</x>", contentType: "application/xml" };
      }
    }
  }
}

export interface SentRequest {
  method: string;
  path: string;
  init: RequestInit;
  /** One line for a report: what was sent, without the megabyte. */
  summary: string;
}

const SAFE = new Set(["GET", "HEAD"]);

export function requestFor(fuzz: FuzzCase, route: Route, world: World): SentRequest {
  const method = fuzz.otherMethod ?? route.method;
  const example = exampleFor(route.method, route.path, world);
  const query = queryFor(fuzz.query, example.query ?? []);
  const search = query.length ? `?${new URLSearchParams(query).toString()}` : "";
  const path = pathFor(route, fuzz.ids, world) + search;
  const headers = new Headers();
  const cookie = world.cookies[fuzz.principal];
  if (cookie) headers.set("Cookie", cookie);
  if (fuzz.origin === "same") headers.set("Origin", "http://127.0.0.1");
  if (fuzz.origin === "cross") headers.set("Origin", "https://evil.example");
  if (fuzz.idempotencyKey !== null) headers.set("Idempotency-Key", fuzz.idempotencyKey);
  let body: BodyInit | undefined;
  if (!SAFE.has(method)) {
    const built = bodyFor(fuzz.body, example.body ?? {});
    body = built.body;
    if (built.contentType) headers.set("Content-Type", built.contentType);
  }
  const bodyNote = SAFE.has(method) ? "" : ` body=${JSON.stringify(fuzz.body).slice(0, 200)}`;
  return {
    method,
    path,
    init: { method, headers, body, redirect: "manual" },
    summary: `${method} ${path.slice(0, 200)} as ${fuzz.principal} (origin ${fuzz.origin}${fuzz.idempotencyKey !== null ? `, Idempotency-Key ${JSON.stringify(fuzz.idempotencyKey.slice(0, 40))}` : ""})${bodyNote}`,
  };
}
