import { z } from 'zod';
import { messages } from '../errors/messages.ts';
import { validationMessages as m } from '../validation/messages.ts';
import { zRequiredString, zText } from '../validation/zod.ts';

/** A key names an event type in URLs and queued events (spec: presence, controleSpecifique, care-rescue…). */
export const EVENT_TYPE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export const zServiceEventType = z.object({
  key: zText(m.required).trim().regex(EVENT_TYPE_KEY_PATTERN, m.invalid),
  label: zRequiredString(80),
});
export type ServiceEventType = z.infer<typeof zServiceEventType>;

/** The field event types of spec 000 section 2 and « Incident », offered to every new agency. */
export const defaultServiceEventTypes: ServiceEventType[] = [
  { key: 'presence', label: 'Présence' },
  { key: 'controleSpecifique', label: 'Contrôle spécifique' },
  { key: 'logistique', label: 'Logistique' },
  { key: 'care-rescue', label: 'Soins et secours' },
  { key: 'delivery', label: 'Livraison' },
  { key: 'observations', label: 'Observations' },
  // Ours: the incident form's own type (issue 11).
  { key: 'incident', label: 'Incident' },
];

/** Labels and keys are compared without case, accents or surrounding spaces: « Présence » and « presence » clash. */
export function normalizeTypeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}

export type EventTypeDuplicate = { field: 'key' | 'label'; value: string; message: string };

/** The first key or label that appears twice in a list of event types (spec: a duplicate type raises an error). */
export function findDuplicateEventType(types: readonly ServiceEventType[]): EventTypeDuplicate | null {
  const keys = new Set<string>();
  const labels = new Set<string>();
  for (const type of types) {
    const key = normalizeTypeName(type.key);
    if (keys.has(key)) return { field: 'key', value: type.key, message: messages.duplicateEventTypeKey(type.key) };
    keys.add(key);
    const label = normalizeTypeName(type.label);
    if (labels.has(label)) {
      return { field: 'label', value: type.label, message: messages.duplicateEventTypeLabel(type.label) };
    }
    labels.add(label);
  }
  return null;
}

/** A key made from a label, for forms that only ask for the label: « Contrôle spécifique » → controle-specifique. */
export function eventTypeKeyFromLabel(label: string): string {
  const slug = normalizeTypeName(label)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
  return slug || 'type';
}

/** A key made from a label that none of the taken keys uses (compared like duplicates): « Ronde » → ronde, ronde-2… */
export function uniqueEventTypeKey(label: string, takenKeys: readonly string[]): string {
  const taken = new Set(takenKeys.map(normalizeTypeName));
  const base = eventTypeKeyFromLabel(label);
  let key = base;
  for (let n = 2; taken.has(normalizeTypeName(key)); n++) key = `${base.slice(0, 60)}-${n}`;
  return key;
}

/** GET {agency}/event-types: the agency's event types as the screens offer them. */
export const zEventTypeList = z.array(z.object({ key: z.string(), label: z.string() }));
