/**
 * The live event sent after a committed change of services (batch save, circuit save or delete); its payload is
 * zPlanningChanged (planning-events.ts). Apart from the schema so that a phone's shell names it without zod.
 */
export const PLANNING_CHANGED = 'planning.changed';
