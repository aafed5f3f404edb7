import { z } from 'zod';

/**
 * The fields of a route's request schema (zod) that take a text, a day or an instant, found through the schema's
 * JSON form, so the no-500 tests can send each of them a NUL byte or an impossible year and expect the field's
 * error back (a 400 naming it) rather than a database refusal.
 */
export type FieldKind = 'text' | 'date' | 'datetime' | 'json';
export interface FieldProbe {
  path: string[];
  kind: FieldKind;
}

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maxLength?: number;
};

/**
 * The values each kind of field is sent: a NUL byte for all (in a key or a text of free JSON data), the years
 * 0001, 9999 and 0800 for dates.
 */
export const probeValues: Record<FieldKind, unknown[]> = {
  text: ['a\u0000b'],
  date: ['0001-01-01', '9999-12-31', '0800-06-15', '2026-01-01\u0000', 'a\u0000b'],
  datetime: ['0001-01-01T00:00:00Z', '9999-12-31T23:00:00Z', '0800-06-15T08:00:00+01:00', '2026\u0000', 'a\u0000b'],
  json: [{ note: 'a\u0000b' }, { 'a\u0000': 1 }, { deep: [{ list: ['ok', 'a\u0000'] }] }],
};

function walk(node: JsonSchema | undefined, path: string[], out: FieldProbe[], depth: number): void {
  if (!node || depth > 8) return;
  const options = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  // A union of several objects (a discriminated body) needs its tag before a field can be reached: skipped.
  const objects = options.filter((option) => option.type === 'object');
  if (objects.length > 1) return;
  for (const option of options) walk(option, path, out, depth + 1);
  if (node.type === 'string' && node.enum === undefined && node.const === undefined && path.length > 0) {
    const kind = node.format === 'date' ? 'date' : node.format === 'date-time' ? 'datetime' : 'text';
    out.push({ path, kind });
  }
  // A record of free data (no named keys, any value): its keys and texts, anywhere inside. A typed record (minutes
  // by checkpoint id) is not free data: its values are checked by their own schema.
  const free =
    (node as { 'x-free-data'?: boolean })['x-free-data'] === true ||
    (node.type === 'object' &&
      typeof node.additionalProperties === 'object' &&
      Object.keys(node.additionalProperties as object).length === 0);
  if (!node.properties && free && path.length > 0) {
    out.push({ path, kind: 'json' });
  }
  if (node.type === 'object' && node.properties) {
    for (const [key, child] of Object.entries(node.properties)) walk(child, [...path, key], out, depth + 1);
  }
  if (node.type === 'array' && node.items) walk(node.items, [...path, '0'], out, depth + 1);
}

function jsonOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    }) as JsonSchema;
  } catch {
    return null;
  }
}

/** The path parameters that take one of a few words (/request/:status…): all their words. */
export function enumParamWords(schema: unknown): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [name, node] of Object.entries(jsonOf(schema)?.properties ?? {})) {
    const words = (node.enum ?? []).filter((word): word is string => typeof word === 'string');
    if (words.length > 0) values[name] = words;
  }
  return values;
}

/** The path parameters that take one of a few words (/request/:status…): their first word, for a valid path. */
export function enumParams(schema: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(enumParamWords(schema)).map(([name, words]) => [name, words[0]]));
}

/** The text, day and instant fields of a zod request schema; none when it is not one or has no JSON form. */
export function requestFields(schema: unknown): FieldProbe[] {
  const json = jsonOf(schema);
  if (!json) return [];
  const out: FieldProbe[] = [];
  walk(json, [], out, 0);
  const seen = new Set<string>();
  return out.filter((probe) => {
    const key = `${probe.path.join('.')}:${probe.kind}`;
    return !seen.has(key) && seen.add(key);
  });
}

/** A field of a request schema and the JSON types it takes, for the probes that send it a value of another type. */
export interface TypedField {
  path: string[];
  types: string[];
  /** The longest text the field takes, when it says. */
  maxLength?: number;
}

function typesOf(node: JsonSchema): string[] {
  const own = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
  const options = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap(typesOf);
  const free = (node as { 'x-free-data'?: boolean })['x-free-data'] === true ? ['object'] : [];
  return [...new Set([...own, ...options, ...free].map((type) => (type === 'integer' ? 'number' : type)))];
}

function maxLengthOf(node: JsonSchema): number | undefined {
  const options = [node, ...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  const limits = options.map((option) => option.maxLength).filter((limit) => typeof limit === 'number');
  return limits.length > 0 ? Math.max(...limits) : undefined;
}

function walkTyped(node: JsonSchema | undefined, path: string[], out: TypedField[], depth: number): void {
  if (!node || depth > 8) return;
  const options = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  if (options.filter((option) => option.type === 'object').length > 1) return;
  const types = typesOf(node);
  // A field of any value (unknown, any) takes every type: nothing to probe.
  if (path.length > 0 && types.length > 0) out.push({ path, types, maxLength: maxLengthOf(node) });
  for (const option of options) {
    for (const [key, child] of Object.entries(option.properties ?? {}))
      walkTyped(child, [...path, key], out, depth + 1);
    if (option.items) walkTyped(option.items, [...path, '0'], out, depth + 1);
  }
  for (const [key, child] of Object.entries(node.properties ?? {})) walkTyped(child, [...path, key], out, depth + 1);
  if (node.type === 'array' && node.items) walkTyped(node.items, [...path, '0'], out, depth + 1);
}

/** Every field of a zod request schema whose JSON types are known (for the wrong-type probes). */
export function typedFields(schema: unknown): TypedField[] {
  const json = jsonOf(schema);
  if (!json) return [];
  const out: TypedField[] = [];
  walkTyped(json, [], out, 0);
  const seen = new Set<string>();
  return out.filter((field) => {
    const key = field.path.join('.');
    return !seen.has(key) && seen.add(key);
  });
}

/** A text far over any field's limit. */
export const HUGE_TEXT = 'é'.repeat(300_000);

/**
 * A text the field must refuse for its length: one character over its own limit, or, where it states none, far over
 * any (a text field without a limit is refused by its schema all the same, or the test says which).
 */
export const tooLongText = (field: TypedField) =>
  field.maxLength === undefined ? HUGE_TEXT : 'é'.repeat(field.maxLength + 1);

/** Values of two types the field does not take (a number for a text, a text for a number…), and null if refused. */
export function wrongValues(types: string[]): unknown[] {
  const candidates: Array<[string, unknown]> = [
    ['number', 12345],
    ['string', 'texte'],
    ['object', { a: 1 }],
    ['array', [1]],
    ['boolean', true],
  ];
  const wrong = candidates.filter(([type]) => !types.includes(type)).map(([, value]) => value);
  return [...wrong.slice(0, 2), ...(types.includes('null') ? [] : [null])];
}

/**
 * Whether an error message is French: no English word of a framework or library (« Invalid input: expected
 * string », « body must be object »). The domain's messages and zod's French catalogue pass.
 */
export function isFrenchText(message: unknown): boolean {
  if (typeof message !== 'string' || message.trim().length === 0) return false;
  // What a message quotes (the values a list takes, a pattern) is the data's, not the message's language.
  const own = message.replace(/"[^"]*"|«[^»]*»|\/\^.*\$\//g, '');
  return !/\b(the|is|are|must|should|not|invalid|expected|received|required|unsupported|unexpected|cannot|body|request|error|string|number|object|found|missing)\b/i.test(
    own,
  );
}

/** A copy of a body with the value at the path, the objects and lists on the way made where missing. */
export function withValue(body: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  if (step === '0') {
    const list = Array.isArray(body) ? [...body] : [];
    list[0] = withValue(list[0], rest, value);
    return list;
  }
  const object = body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  (object as Record<string, unknown>)[step] = withValue((object as Record<string, unknown>)[step], rest, value);
  return object;
}

/** A body holding only the value at the path ('0' steps are array items). */
export function bodyWith(path: string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => (key === '0' ? [inner] : { [key]: inner }), value);
}

/** The query string setting the field, when the path is one a query string can carry (a key, or a key's list). */
export function queryWith(path: string[], value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (path.length === 1 || (path.length === 2 && path[1] === '0')) {
    return `?${encodeURIComponent(path[0])}=${encodeURIComponent(value)}`;
  }
  return null;
}

/** The error key the server names for the field (http/errors.ts joins the path with dots). */
export const errorKeyOf = (path: string[]) => path.join('.');
