import { texts } from './texts.ts';
// Small readers of the server's answers read before the first screen (the user, the notices, the maintenance
// banner, the agent's services): they check a JSON answer as the domain's zod schemas do, without zod (about 29 KB
// compressed) in a phone's first load. Each reader has a test that it accepts and refuses what its schema does
// (read-testing.ts). Every other answer is parsed with its zod schema (apiRequest's `schema`).

/** Reads a value, or throws a ReadError naming where it does not fit. */
export type Read<T> = (value: unknown, path: string) => T;

export class ReadError extends Error {
  constructor(path: string, expected: string) {
    super(`${path || texts.reponse} : ${expected} attendu`);
  }
}

/** What apiRequest takes as `schema`: a zod schema, or a reader of this file. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

const check =
  <T>(expected: string, fits: (value: unknown) => boolean): Read<T> =>
  (value, path) => {
    if (!fits(value)) throw new ReadError(path, expected);
    return value as T;
  };

export const string = check<string>(texts.unTexte, (v) => typeof v === 'string');
export const boolean = check<boolean>(texts.unBooleen, (v) => typeof v === 'boolean');

/** A finite number (an integer with `integer`), within the bounds given. */
export const number = (bounds: { min?: number; max?: number; integer?: boolean } = {}): Read<number> =>
  check<number>(
    bounds.integer ? texts.unEntier : texts.unNombre,
    (v) =>
      typeof v === 'number' &&
      (bounds.integer ? Number.isSafeInteger(v) : Number.isFinite(v)) &&
      v >= (bounds.min ?? -Infinity) &&
      v <= (bounds.max ?? Infinity),
  );
export const integer = number({ integer: true });

export const oneOf = <const T extends string>(values: readonly T[]): Read<T> =>
  check<T>(values.join(' | '), (v) => (values as readonly unknown[]).includes(v));

export const nullable =
  <T>(read: Read<T>): Read<T | null> =>
  (value, path) =>
    value === null ? null : read(value, path);

/** Absent or undefined, or the value. */
export const optional =
  <T>(read: Read<T>): Read<T | undefined> =>
  (value, path) =>
    value === undefined ? undefined : read(value, path);

export const array =
  <T>(read: Read<T>): Read<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) throw new ReadError(path, 'une liste');
    return value.map((item, index) => read(item, `${path}[${index}]`));
  };

type Shape = Record<string, Read<unknown>>;
type Fields<S extends Shape> = { [K in keyof S]: S[K] extends Read<infer T> ? T : never };

/** An object with these fields (each required); other fields are left out, as zod's objects do. */
export const object =
  <S extends Shape>(shape: S): Read<Fields<S>> =>
  (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ReadError(path, 'un objet');
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) out[key] = shape[key](source[key], path ? `${path}.${key}` : key);
    return out as Fields<S>;
  };

/** The reader as apiRequest takes it (the same `safeParse` as a zod schema). */
export function answer<T>(read: Read<T>): AnswerSchema<T> {
  return {
    safeParse(value) {
      try {
        return { success: true, data: read(value, '') };
      } catch (error) {
        if (error instanceof ReadError) return { success: false, error };
        throw error;
      }
    },
  };
}
