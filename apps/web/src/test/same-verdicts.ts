import fc from 'fast-check';
import { expect } from 'vitest';
import type { AnswerSchema } from '../api/read.ts';

/** Values put in place of a field: wrong types, edge numbers, empty ones, and nothing at all (the key removed). */
const replacements: unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  10000,
  50001,
  2 ** 53,
  -91,
  181,
  '',
  'texte',
  'agent',
  'owner',
  '#12ab9Z',
  '#1a3a5c',
  '25:00',
  '08:30',
  true,
  false,
  [],
  [1],
  ['texte'],
  {},
  { id: 'x' },
];

const REMOVED = Symbol('removed');

/** Every path to a value inside a JSON sample: object keys and array indices. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])]);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  return [];
}

/** The sample with the value at `path` replaced (or its key removed). */
function withValue(sample: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(sample);
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (replacement === REMOVED) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = replacement;
  return copy;
}

function expectSameVerdict(reader: AnswerSchema<unknown>, schema: AnswerSchema<unknown>, value: unknown) {
  const read = reader.safeParse(value);
  const parsed = schema.safeParse(value);
  expect(
    read.success,
    `${JSON.stringify(value)?.slice(0, 300)}: reader ${read.success}, schema ${parsed.success}`,
  ).toBe(parsed.success);
  if (read.success && parsed.success) expect(read.data).toEqual(parsed.data);
}

/**
 * The reader accepts what the zod schema accepts and refuses what it refuses, with the same result: the valid
 * samples themselves, each of them with one field replaced by every value above or removed, an extra field added,
 * and random values.
 */
export function expectSameVerdicts(
  reader: AnswerSchema<unknown>,
  schema: AnswerSchema<unknown>,
  samples: readonly unknown[],
) {
  for (const sample of samples) {
    expect(schema.safeParse(sample).success, 'a sample the schema refuses').toBe(true);
    expectSameVerdict(reader, schema, sample);
    expectSameVerdict(reader, schema, { ...(sample as object), extra: 'champ inconnu' });
    for (const path of pathsOf(sample)) {
      expectSameVerdict(reader, schema, withValue(sample, path, REMOVED));
      for (const replacement of replacements) expectSameVerdict(reader, schema, withValue(sample, path, replacement));
    }
  }
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      expectSameVerdict(reader, schema, value);
    }),
    { numRuns: 200 },
  );
}
