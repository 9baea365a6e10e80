/**
 * fast-check arbitraries built from the OpenAPI document's JSON Schemas, for the contract test: values
 * that follow a parameter's or a body's declared schema (types, enums, formats, patterns, bounds,
 * required properties), so requests reach the handlers rather than stopping at validation. Covers the
 * part of JSON Schema our zod declarations produce; anything else becomes any JSON value.
 */
import fc from "fast-check";

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export type Components = Record<string, JsonSchema>;

const anyJson = fc.jsonValue({ maxDepth: 2 });

function resolve(schema: JsonSchema, components: Components): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops += 1) current = components[current.$ref.replace("#/components/schemas/", "")] ?? {};
  return current;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "date":
      return fc.date({ min: new Date("2025-01-01"), max: new Date("2028-12-31"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case "date-time":
      return fc.date({ min: new Date("2025-01-01"), max: new Date("2028-12-31"), noInvalidDate: true }).map((date) => date.toISOString());
    case "email":
      return fc.emailAddress();
    case "uri":
    case "url":
      return fc.webUrl();
    case "uuid":
      return fc.uuid();
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot generate from: plain text, which validation may refuse.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : 100_000);
  const [low, high] = [Math.max(min, -1e9), Math.min(max, 1e9)];
  return integer ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) }) : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** A value following `schema`; `depth` stops runaway recursion. */
export function valueFor(schema: JsonSchema, components: Components, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, components);
  if (depth > 6) return fc.constant(null);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum) return fc.constantFrom(...resolved.enum);
  const choices = resolved.anyOf ?? resolved.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, components, depth + 1)));
  if (resolved.allOf?.length) return valueFor(resolved.allOf.reduce<JsonSchema>((merged, part) => ({ ...merged, ...resolve(part, components) }), {}), components, depth + 1);
  const types = Array.isArray(resolved.type) ? resolved.type : resolved.type ? [resolved.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => valueFor({ ...resolved, type }, components, depth + 1)));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return numberFor(resolved, true);
    case "number":
      return numberFor(resolved, false);
    case "string":
      return stringFor(resolved);
    case "array":
      return fc.array(valueFor(resolved.items ?? {}, components, depth + 1), { minLength: resolved.minItems ?? 0, maxLength: Math.min(resolved.maxItems ?? 4, 4) });
    case "object": {
      const properties = resolved.properties ?? {};
      const required = new Set(resolved.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = valueFor(property, components, depth + 1);
      const requiredKeys = Object.keys(properties).filter((name) => required.has(name));
      return fc.record(record, { requiredKeys });
    }
  }
  return anyJson;
}
