// fast-check arbitraries generated from a route's zod schemas (through their JSON Schema):
// values of roughly the right shape, and values that break the schema in one place — a missing
// or extra field, a wrong type, a value just past a boundary, or one far too big.
import fc from 'fast-check';
import { z } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  return inlineRefs(json, json.$defs ?? {}) as JsonSchema;
}

/**
 * A schema named with `.meta({ id })` comes out as `{ $ref: '#/$defs/Name' }`: without inlining
 * it, the generators saw no fields at all in such a body (the store settings, for one).
 */
function inlineRefs(node: unknown, defs: Record<string, JsonSchema>, depth = 0): unknown {
  if (Array.isArray(node)) return node.map((n) => inlineRefs(n, defs, depth));
  if (!node || typeof node !== 'object') return node;
  const { $ref, $defs: _defs, ...rest } = node as Record<string, unknown>;
  const target =
    typeof $ref === 'string' && depth < 8 ? defs[$ref.replace('#/$defs/', '')] : undefined;
  const base = target ? { ...(inlineRefs(target, defs, depth + 1) as object), ...rest } : rest;
  return Object.fromEntries(Object.entries(base).map(([k, v]) => [k, inlineRefs(v, defs, depth)]));
}

/** What attackers type into every field: SQL, markup, templates, paths, control characters. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "'; DROP TABLE products; --",
  '" OR ""="',
  "%' UNION SELECT password FROM accounts --",
  '%',
  '_',
  '\\',
  "\\'",
  '$1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  '\ud800',
  '🙂💄',
  '=HYPERLINK("http://evil.example")',
  ' ',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  'NaN',
  '0x10',
  '1e3',
  '1e-9',
  'Infinity',
  '-Infinity',
  '5e-324',
] as const;

/**
 * Numbers at the edges, for every numeric field (issue #16: `1e-9` passed a price check and
 * broke the database's, a 500): tiny, huge, more than two decimals, negative zero, past the
 * 32-bit and 53-bit integers, and numeric strings JSON must not turn into numbers.
 */
export const EDGE_NUMBERS: readonly unknown[] = [
  1e-9,
  -1e-9,
  5e-324,
  1e-7,
  0.001,
  0.005,
  1.005,
  0.1 + 0.2,
  -0,
  2 ** 31,
  2 ** 53 + 2,
  1e21,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  '0x10',
  '1e3',
  '1e-9',
  'Infinity',
  '-0',
  'NaN',
  ' 12 ',
  '1_000',
];

const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, '', 'x', [], [1, 'a'], {}, { a: 1 }];
const HUGE_STRING = 'A'.repeat(200_000);

const typesOf = (s: JsonSchema): string[] =>
  s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
const variantsOf = (s: JsonSchema) => s.anyOf ?? s.oneOf ?? null;

/** Values of roughly the schema's shape (patterns and formats ignored): the base to break. */
export function shapeOf(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const variants = variantsOf(s);
  if (variants) return fc.oneof(...variants.map((v) => shapeOf(v, depth + 1)));
  if (s.allOf?.[0]) return shapeOf(s.allOf[0], depth + 1);
  const type = typesOf(s)[0];
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const required = s.required ?? [];
      return fc.record(
        Object.fromEntries(Object.entries(props).map(([k, v]) => [k, shapeOf(v, depth + 1)])),
        { requiredKeys: required.filter((k) => k in props) },
      );
    }
    case 'array':
      return fc.array(s.items && depth < 4 ? shapeOf(s.items, depth + 1) : fc.anything(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'string':
      return fc.oneof(
        fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 20, 20) }),
        fc.constantFrom(...HOSTILE_STRINGS),
      );
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? -1000, -1e9),
        max: Math.min(s.maximum ?? 1000, 1e9),
      });
    case 'number':
      return fc.double({
        min: Math.max(s.minimum ?? -1000, -1e9),
        max: Math.min(s.maximum ?? 1000, 1e9),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.boolean());
  }
}

/** Values that break `s` at its root or somewhere inside (the caller checks with zod). */
export function badValueOf(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const wrongType = fc.constantFrom(...WRONG_TYPES);
  const options: fc.Arbitrary<unknown>[] = [wrongType];
  if (s.enum) options.push(fc.constantFrom('not-a-choice', ...HOSTILE_STRINGS));
  const variants = variantsOf(s);
  if (variants) options.push(...variants.map((v) => badValueOf(v, depth + 1)));
  for (const type of typesOf(s)) options.push(...badOfType(type, s, depth));
  return fc.oneof(...options);
}

function badOfType(type: string, s: JsonSchema, depth: number): fc.Arbitrary<unknown>[] {
  switch (type) {
    case 'string': {
      const out: fc.Arbitrary<unknown>[] = [fc.constant(HUGE_STRING)];
      if (s.maxLength !== undefined) out.push(fc.constant('x'.repeat(s.maxLength + 1)));
      if ((s.minLength ?? 0) > 0) out.push(fc.constant('x'.repeat(s.minLength! - 1)));
      if (s.pattern || s.format) out.push(fc.constantFrom(...HOSTILE_STRINGS));
      return out;
    }
    case 'integer':
    case 'number': {
      const out: fc.Arbitrary<unknown>[] = [
        fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, '12', '1e3'),
        fc.constantFrom(...EDGE_NUMBERS),
      ];
      if (s.minimum !== undefined) out.push(fc.constant(s.minimum - 1));
      if (s.maximum !== undefined) out.push(fc.constant(s.maximum + 1));
      if (type === 'integer') out.push(fc.constantFrom(0.5, 1.000001));
      return out;
    }
    case 'boolean':
      return [fc.constantFrom('true', 1, 'yes')];
    case 'array': {
      const item = s.items ? shapeOf(s.items) : fc.integer();
      const out: fc.Arbitrary<unknown>[] = [
        fc.constant(Array.from({ length: 10_000 }, () => 1)),
        fc.constant({ 0: 'not', length: 1 }),
      ];
      if (s.maxItems !== undefined) {
        out.push(
          fc.array(item, {
            minLength: s.maxItems + 1,
            maxLength: s.maxItems + 1,
          }) as fc.Arbitrary<unknown>,
        );
      }
      if ((s.minItems ?? 0) > 0) out.push(fc.constant([]));
      if (s.items && depth < 4) {
        out.push(fc.tuple(badValueOf(s.items, depth + 1)).map(([bad]) => [bad]));
      }
      return out;
    }
    case 'object':
      return badObjects(s, depth);
    default:
      return [];
  }
}

function badObjects(s: JsonSchema, depth: number): fc.Arbitrary<unknown>[] {
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  const base = shapeOf(s, depth) as fc.Arbitrary<Record<string, unknown>>;
  const out: fc.Arbitrary<unknown>[] = [];
  const required = (s.required ?? []).filter((k) => k in props);
  if (required.length > 0) {
    out.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
        const copy = { ...value };
        delete copy[key];
        return copy;
      }),
    );
  }
  if (s.additionalProperties === false) {
    out.push(
      fc
        .tuple(base, fc.constantFrom('extra', 'isAdmin', 'role', 'vendorId', '$where'))
        .map(([value, key]) => ({ ...value, [key]: 'sneaked in' })),
    );
  }
  if (keys.length > 0 && depth < 4) {
    out.push(
      fc
        .constantFrom(...keys)
        .chain((key) => fc.tuple(base, fc.constant(key), badValueOf(props[key]!, depth + 1)))
        .map(([value, key, bad]) => ({ ...value, [key]: bad })),
    );
  }
  return out;
}

/**
 * Values the schema probably accepts: plain words of an allowed length, ordinary numbers inside
 * the bounds, an email where one is asked for. The base a single edge value is put into.
 */
export function plainShapeOf(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const variants = variantsOf(s);
  if (variants) return fc.oneof(...variants.map((v) => plainShapeOf(v, depth + 1)));
  if (s.allOf?.[0]) return plainShapeOf(s.allOf[0], depth + 1);
  const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
  const high = Math.max(low, Math.min(s.maximum ?? low + 100, low + 100));
  switch (typesOf(s)[0]) {
    case 'object': {
      const props = s.properties ?? {};
      // An email check written as a refinement leaves no trace in the JSON Schema but its name.
      const plain = (k: string, v: JsonSchema) =>
        /email/i.test(k) && typesOf(v).includes('string')
          ? fc.constant('shopper@example.com')
          : plainShapeOf(v, depth + 1);
      return fc.record(
        Object.fromEntries(Object.entries(props).map(([k, v]) => [k, plain(k, v)])),
        { requiredKeys: (s.required ?? []).filter((k) => k in props) },
      );
    }
    case 'array':
      return fc.array(s.items && depth < 4 ? plainShapeOf(s.items, depth + 1) : fc.integer(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 2, 2)),
      });
    case 'string':
      if (s.format === 'email') return fc.constant('shopper@example.com');
      if (s.pattern) {
        return fc
          .stringMatching(new RegExp(s.pattern))
          .filter((v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? 40));
      }
      return fc
        .stringMatching(/^[a-z]{1,12}$/)
        .map((w) => w.padEnd(s.minLength ?? 0, 'a').slice(0, s.maxLength ?? 40));
    case 'integer':
    case 'number':
      return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.constant('plain');
  }
}

type Path = (string | number)[];

/** Where a schema holds numbers: the paths of its number and integer fields (a list's first). */
export function numericPaths(s: JsonSchema, path: Path = [], depth = 0): Path[] {
  if (depth > 4) return [];
  const variants = variantsOf(s) ?? (s.allOf ? s.allOf.slice(0, 1) : null);
  if (variants) {
    const found = variants.flatMap((v) => numericPaths(v, path, depth + 1));
    return [...new Map(found.map((p) => [JSON.stringify(p), p])).values()];
  }
  const types = typesOf(s);
  if (types.includes('number') || types.includes('integer')) return [path];
  if (types.includes('object')) {
    return Object.entries(s.properties ?? {}).flatMap(([k, v]) =>
      numericPaths(v, [...path, k], depth + 1),
    );
  }
  if (types.includes('array') && s.items) return numericPaths(s.items, [...path, 0], depth + 1);
  return [];
}

/** A copy of `value` with `replacement` at `path` (made where the path is missing). */
export function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) && value.length > 0 ? [...(value as unknown[])] : [{}];
    list[0] = withValueAt(list[0], rest, replacement);
    return list;
  }
  const record = value && typeof value === 'object' ? { ...(value as object) } : {};
  return {
    ...record,
    [head!]: withValueAt((record as Record<string, unknown>)[head!], rest, replacement),
  };
}

/** Query strings: each known parameter left out, a plausible value, a hostile one, a broken one
 * (past its bounds, the wrong type) or repeated, plus unknown parameters. */
export function queryOf(s: JsonSchema | null): fc.Arbitrary<Record<string, string | string[]>> {
  const props = s?.properties ?? {};
  const valueFor = (p: JsonSchema): fc.Arbitrary<string | string[]> =>
    fc.oneof(
      shapeOf(p).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
      fc.constantFrom(...HOSTILE_STRINGS),
      badValueOf(p).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
      fc.tuple(fc.string(), fc.string()).map(([a, b]) => [a, b]),
    );
  const known = fc.record(
    Object.fromEntries(Object.entries(props).map(([k, p]) => [k, valueFor(p)])),
    { requiredKeys: [] },
  );
  const unknown = fc.dictionary(
    fc.constantFrom('extra', 'sort[$gt]', '__proto__', 'vendorId', 'role'),
    fc.constantFrom(...HOSTILE_STRINGS),
    { maxKeys: 2 },
  );
  return fc
    .tuple(known, unknown)
    .map(([a, b]) => ({ ...b, ...a }) as Record<string, string | string[]>);
}

/** A path parameter: hostile strings, near-miss ids, very long ones. */
export const paramValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS.filter((v) => v.trim() !== '' && v !== '\ud800')),
  fc.string({ minLength: 1, maxLength: 40 }).filter((v) => v.trim() !== ''),
  fc.uuid(),
  fc.constantFrom('prod-001x', 'prod-0', '0', '-1', '99999999999999999999', 'x'.repeat(90)),
);
