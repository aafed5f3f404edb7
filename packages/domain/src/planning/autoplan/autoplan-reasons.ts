import { planningErrorLabels, planningErrorTypes } from '../planning-errors.ts';
import { type AutoplanReasonType, autoplanMessages } from './autoplan-schemas.ts';

/** The French name of a reason a post stays open. */
export function autoplanReasonLabel(type: AutoplanReasonType): string {
  if ((planningErrorTypes as readonly string[]).includes(type)) {
    return planningErrorLabels[type as (typeof planningErrorTypes)[number]];
  }
  if (type === 'takenByProposal') return autoplanMessages.takenByProposal;
  return autoplanMessages.noAgent;
}
