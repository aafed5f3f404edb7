import type { PlannedServiceRow, PlannedServicesAnswer } from '@securite/domain/planning/planned-services-answer';
import { type AnswerSchema, ReadError } from '../../../api/read.ts';

// The month of a large agency is ten thousand services: checked with zod they take a quarter of a second of the
// page's thread (a long task), read here in one loop they take a few milliseconds. Accepts and refuses what
// zPlannedServicesAnswer does (read-planned-services.test.ts); the rows are given as they came (zod would leave
// unknown keys out; expandPlannedServices reads only the known ones).

const text = (v: unknown) => typeof v === 'string';
const finite = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const integer = (v: unknown) => Number.isSafeInteger(v);
const index = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
const texts = (v: unknown) => Array.isArray(v) && v.every(text);

/** The optional keys of a row and what each holds (the required ones, id, s and e, are checked first). */
const optionalKeys: Record<Exclude<keyof PlannedServiceRow, 'id' | 's' | 'e'>, (v: unknown) => boolean> = {
  ref: text,
  st: integer,
  rs: finite,
  re: finite,
  si: index,
  ag: index,
  act: text,
  sp: text,
  post: text,
  com: text,
  dog: text,
  sps: text,
  eps: text,
  rec: text,
  cir: (v) => v === true,
  cid: text,
  gid: text,
  rnd: texts,
  chk: texts,
};
const optionalList = Object.entries(optionalKeys);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function pairs(v: unknown, path: string): [string, string][] {
  if (!Array.isArray(v)) throw new ReadError(path, 'une liste');
  for (let i = 0; i < v.length; i++) {
    const pair = v[i];
    if (!Array.isArray(pair) || pair.length !== 2 || !text(pair[0]) || !text(pair[1]))
      throw new ReadError(`${path}[${i}]`, 'un identifiant et un nom');
  }
  return v as [string, string][];
}

function rows(v: unknown): PlannedServiceRow[] {
  if (!Array.isArray(v)) throw new ReadError('services', 'une liste');
  for (let i = 0; i < v.length; i++) {
    const row = v[i];
    if (!isObject(row) || !text(row.id) || !finite(row.s) || !finite(row.e))
      throw new ReadError(`services[${i}]`, 'un service');
    for (const [key, fits] of optionalList)
      if (row[key] !== undefined && !fits(row[key])) throw new ReadError(`services[${i}].${key}`, 'une valeur valide');
  }
  return v as PlannedServiceRow[];
}

export function readPlannedServicesAnswer(value: unknown): PlannedServicesAnswer {
  if (!isObject(value)) throw new ReadError('', 'un objet');
  const sites = pairs(value.sites, 'sites');
  const agents = pairs(value.agents, 'agents');
  const services = rows(value.services);
  if (!integer(value.total)) throw new ReadError('total', 'un entier');
  return { sites, agents, services, total: value.total as number };
}

/** The reader as apiRequest takes it (the same `safeParse` as a zod schema). */
export const plannedServicesAnswer: AnswerSchema<PlannedServicesAnswer> = {
  safeParse(value) {
    try {
      return { success: true, data: readPlannedServicesAnswer(value) };
    } catch (error) {
      if (error instanceof ReadError) return { success: false, error };
      throw error;
    }
  },
};
