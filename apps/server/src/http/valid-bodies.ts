import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';

/**
 * A valid request for a route, made from its zod schema: the route matrix test sends it with another agency's ids,
 * and as each role, so that the answer is the guard's and the handler's, not the validation's. The value is built
 * from the schema's JSON form, then checked with the schema itself; each field the schema refuses is tried again
 * with its next candidate, a few times. Fields holding a record's id get a real one (`idOf`).
 */
type Node = {
  type?: string | string[];
  /** Values the schema gives as examples (`.meta({ examples })`): tried first, for rules JSON Schema cannot say. */
  examples?: unknown[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  prefixItems?: Node[];
  additionalProperties?: Node | boolean;
  anyOf?: Node[];
  oneOf?: Node[];
  allOf?: Node[];
  $ref?: string;
  $defs?: Record<string, Node>;
  default?: unknown;
};

/** The id of a record of the acting agency for a field (siteId, agents…), or undefined for any UUID. */
export type IdOf = (field: string) => string | undefined;

const DAYS = ['2027-01-04', '2027-01-05', '2027-01-11', '2027-02-01'];
// A winter Monday in Paris: starts in the morning, ends in the afternoon of the same day (fields named end/to).
const INSTANTS = ['2027-01-04T08:00:00+01:00', '2027-01-04T16:00:00+01:00', '2027-01-05T08:00:00+01:00'];
const texts: Array<[RegExp, string]> = [
  [/e-?mail|recipient/i, 'contact@exemple.fr'],
  [/phone|mobile|tel/i, '0601020304'],
  [/zip|postal/i, '75008'],
  [/city|ville/i, 'Paris'],
  [/color|colour/i, '#1a3a5c'],
  [/password/i, 'Motdepasse1'],
  [/siren/i, '832145676'],
  [/siret/i, '83214567600019'],
  [/iban/i, 'FR7630004000031234567890143'],
  [/bic/i, 'BNPAFRPPXXX'],
  [/time|hour|heure/i, '08:00'],
  [/country|pays/i, 'France'],
];
/** Texts that fit the usual patterns (hours, codes, numbers…), tried before a random match. */
const patternSamples = [
  'Texte',
  '08:00',
  '18:00',
  '75008',
  '0601020304',
  '#1a3a5c',
  'Motdepasse1',
  'contact@exemple.fr',
  '832145676',
  '83214567600019',
  'FR7630004000031234567890143',
  'BNPAFRPPXXX',
  'abc',
  'ABC',
  'a1',
  '1',
  '12',
  '2027-01-04',
  '2027-01-04T08:00:00+01:00',
  'FR',
];

const isLater = (name: string) => /(^|[a-z])(end|to|until|last)|fin/i.test(name) || /^(end|to)/i.test(name);

function stringFor(node: Node, name: string, variant: number, idOf: IdOf): string {
  const fit = (value: string) => {
    const min = node.minLength ?? 0;
    const padded = value.length < min ? value.padEnd(min, 'a') : value;
    return node.maxLength !== undefined ? padded.slice(0, node.maxLength) : padded;
  };
  switch (node.format) {
    case 'uuid':
      // An id of no record: a new one (a client UUID of an idempotent write is one too).
      return idOf(name) ?? randomUUID();
    case 'date':
      return DAYS[(variant + (isLater(name) ? 1 : 0)) % DAYS.length];
    case 'date-time':
      return INSTANTS[(variant + (isLater(name) ? 1 : 0)) % INSTANTS.length];
    case 'email':
      return 'contact@exemple.fr';
    case 'time':
      return isLater(name) ? '18:00:00' : '08:00:00';
  }
  if (node.pattern) {
    const pattern = new RegExp(node.pattern);
    const fits = patternSamples.map(fit).filter((sample) => pattern.test(sample));
    if (variant < fits.length) return fits[variant];
    try {
      const [sample] = fc.sample(fc.stringMatching(pattern), { numRuns: 1, seed: variant });
      if (sample !== undefined) return fit(sample);
    } catch {
      // A pattern fast-check cannot read (lookarounds): the samples above are all there is.
    }
    return fits[0] ?? fit('Texte');
  }
  const hinted = texts.find(([hint]) => hint.test(name))?.[1];
  if (hinted && variant === 0) return fit(hinted);
  return fit(variant % 2 === 0 ? 'Texte de test' : 'Autre texte');
}

function numberFor(node: Node, variant: number): number {
  const integer = node.type === 'integer';
  let low = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + (integer ? 1 : 0.01) : 1);
  const high = node.maximum ?? (node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - 1 : low + 100);
  if (!Number.isFinite(low)) low = 0;
  let value = Math.min(high, low + variant);
  if (node.multipleOf) value = Math.ceil(value / node.multipleOf) * node.multipleOf;
  return integer ? Math.ceil(value) : value;
}

class Generator {
  constructor(
    private readonly root: Node,
    private readonly idOf: IdOf,
    /** Per field path, which candidate to try: raised when the schema refuses it. */
    readonly variants: Map<string, number>,
    private readonly allFields: boolean,
  ) {}

  value(node: Node | undefined, path: string[], depth = 0): unknown {
    if (!node || depth > 12) return undefined;
    const key = path.join('.');
    const variant = this.variants.get(key) ?? 0;
    if (node.$ref) return this.value(this.resolve(node.$ref), path, depth + 1);
    if (node.const !== undefined) return node.const;
    if (node.enum) {
      const values = node.enum.filter((value) => value !== null);
      return values[variant % Math.max(values.length, 1)] ?? null;
    }
    const options = (node.anyOf ?? node.oneOf)?.filter((option) => option.type !== 'null');
    if (options?.length) return this.value(options[variant % options.length], path, depth + 1);
    if (node.allOf) return Object.assign({}, ...node.allOf.map((part) => this.value(part, path, depth + 1)));
    const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
    const name = path.filter((step) => !/^\d+$/.test(step)).at(-1) ?? '';
    if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[variant % node.examples.length];
    switch (type) {
      case 'string':
        return stringFor(node, name, variant, this.idOf);
      case 'number':
      case 'integer':
        return numberFor(node, variant);
      case 'boolean':
        return variant % 2 === 1;
      case 'null':
        return null;
      case 'array': {
        if (node.prefixItems)
          return node.prefixItems.map((item, i) => this.value(item, [...path, String(i)], depth + 1));
        // One item first (a list of recipients, of lines), none on the next try (a filter that must stay open).
        const count = Math.max(node.minItems ?? 0, variant % 2 === 0 ? 1 : 0);
        return Array.from({ length: Math.min(count, node.maxItems ?? count) }, (_, i) =>
          this.value(node.items, [...path, String(i)], depth + 1),
        );
      }
      case 'object': {
        const out: Record<string, unknown> = {};
        const required = new Set(node.required ?? []);
        for (const [field, child] of Object.entries(node.properties ?? {})) {
          // A field is sent when required, when every field is asked for, or when the schema asked for it once.
          const included = required.has(field) || this.allFields || this.variants.has([...path, field].join('.'));
          if (included) out[field] = this.value(child, [...path, field], depth + 1);
        }
        return out;
      }
      default:
        return node.default ?? 'Texte';
    }
  }

  private resolve(ref: string): Node | undefined {
    const name = ref.replace(/^#\/\$defs\//, '');
    return ref === '#' ? this.root : this.root.$defs?.[name];
  }
}

function jsonOf(schema: z.ZodType): Node | null {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as Node;
  } catch {
    return null;
  }
}

/**
 * A value the schema accepts, or null when none was found in a few tries (the route matrix then fails and asks for
 * a fixed body). `idOf` gives real ids to the fields that name a record.
 */
export function validValue(schema: unknown, idOf: IdOf): unknown | null {
  if (!(schema instanceof z.ZodType)) return null;
  const json = jsonOf(schema);
  if (!json) return null;
  for (const allFields of [false, true]) {
    const variants = new Map<string, number>();
    const generator = new Generator(json, idOf, variants, allFields);
    for (let attempt = 0; attempt < 24; attempt++) {
      const candidate = generator.value(json, []);
      const result = schema.safeParse(candidate);
      if (result.success) return candidate;
      for (const issue of result.error.issues) {
        const key = issue.path.map(String).join('.');
        variants.set(key, (variants.get(key) ?? 0) + 1);
      }
    }
  }
  return null;
}
