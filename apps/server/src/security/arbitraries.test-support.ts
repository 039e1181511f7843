// Bodies for the security tests, generated from the routes' own zod schemas: zod 4 writes a JSON
// Schema (`z.toJSONSchema`), and a small translator turns that into a fast-check arbitrary. The
// translation is approximate on purpose (patterns and formats are guessed, not honoured exactly):
// the fuzzer wants bodies near the valid shape, and `validBody` keeps only those zod accepts.
import { dayOf } from '@dcm/shared';
import fc from 'fast-check';
import { z } from 'zod';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
};

/** The zod schema of a route part (body, querystring), or undefined when it is not one. */
export function zodOf(schema: unknown): z.ZodType | undefined {
  return schema instanceof z.ZodType ? schema : undefined;
}

/** The JSON Schema of the input a zod schema accepts; undefined when zod cannot write one. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema | undefined {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

const formats: Record<string, () => fc.Arbitrary<string>> = {
  uuid: () => fc.uuid(),
  email: () => fc.emailAddress(),
  'date-time': () => fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
  date: () => fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => dayOf(d, 'UTC')),
  uri: () => fc.webUrl(),
  url: () => fc.webUrl(),
};

/** A fast-check arbitrary of values near what `schema` describes (depth-limited for recursive schemas). */
export function arbitraryOf(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const next = (s: JsonSchema) => arbitraryOf(s, root, depth + 1);
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    const target = schema.$ref === '#' ? root : (root.$defs?.[name] ?? root.definitions?.[name]);
    return target ? next(target) : fc.jsonValue();
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map(next));
  if (schema.allOf?.length && schema.allOf.every((part) => !part.properties)) {
    // Constraints stacked on one value (a string with two patterns): the first pattern stands for them.
    const { allOf, ...rest } = schema;
    return next({ ...rest, pattern: rest.pattern ?? allOf.find((part) => part.pattern)?.pattern });
  }
  if (schema.allOf?.length) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return next(merged);
  }
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => next({ ...schema, type: t })));
  switch (type[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000_000);
      const lo = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
      const hi = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
      const ints = fc.integer({ min: Math.min(lo, hi), max: Math.max(lo, hi) });
      return type[0] === 'integer' ? ints : fc.oneof(ints, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    }
    case 'string': {
      const format = schema.format && formats[schema.format];
      if (format) return format();
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, minLength + 40));
      const matching = patternArbitrary(schema.pattern);
      if (matching) return fc.oneof({ arbitrary: matching, weight: 4 }, { arbitrary: fc.string({ minLength, maxLength }), weight: 1 });
      const plain = [fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'grapheme' })];
      // Digits and dashes (numbers of referrals, businesses, phones), when the length allows them.
      if (minLength <= 12 && maxLength >= 1) plain.push(fc.stringMatching(/^[0-9-]{1,12}$/).filter((s) => s.length >= minLength && s.length <= maxLength));
      return fc.oneof(...plain);
    }
    case 'array': {
      const item = Array.isArray(schema.items) ? fc.oneof(...schema.items.map(next)) : schema.items ? next(schema.items) : fc.jsonValue();
      if (schema.prefixItems?.length) return fc.tuple(...schema.prefixItems.map(next));
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, minLength + 4)) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) shape[key] = next(value);
      const keys = Object.keys(shape);
      if (!keys.length) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
      return fc.record(shape, { requiredKeys: keys.filter((k) => required.has(k)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** Up to `tries` samples of the schema's arbitrary, the first zod accepts (undefined if none). */
export function validBody(schema: z.ZodType, tries = 60, seed = 42): unknown {
  const json = jsonSchemaOf(schema);
  if (!json) return undefined;
  const samples = fc.sample(arbitraryOf(json), { numRuns: tries, seed });
  return samples.find((s) => schema.safeParse(s).success);
}

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

/**
 * Bodies a hostile caller might send for a route whose input is `json`: well-shaped ones, any JSON
 * at all, and well-shaped ones broken in one place (a wrong type, a huge string, a deep nest, a
 * prototype-pollution key).
 */
export function hostileBodies(json: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const shaped = json ? arbitraryOf(json) : fc.jsonValue();
  const wrongValue = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.string({ minLength: 10_000, maxLength: 12_000 }),
    fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 63), 1e308, 0.5, '', ' ', '0', 'null', '\u0000', '😀'.repeat(300), [], {}, [[[[[[[[[[]]]]]]]]]], true),
    fc.integer({ min: 1, max: 400 }).map(deepNest),
  );
  const broken = fc.tuple(shaped, wrongValue, fc.nat(), fc.constantFrom(...POLLUTION_KEYS, 'extra')).map(([body, value, index, extraKey]) => {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return value;
    const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (keys.length && index % 3 !== 0) copy[keys[index % keys.length]!] = value;
    else Object.defineProperty(copy, extraKey, { value: extraKey === '__proto__' ? { isAdmin: true, polluted: true } : value, enumerable: true, writable: true, configurable: true });
    return copy;
  });
  return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: broken, weight: 3 }, { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 1 });
}

/** Strings matching a schema's pattern, when fast-check can read the pattern. */
function patternArbitrary(pattern: string | undefined): fc.Arbitrary<string> | undefined {
  if (!pattern) return undefined;
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

function deepNest(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}
