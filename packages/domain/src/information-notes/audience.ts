import { type Actor, isAgencyStaff } from '../auth/access.ts';

/** Who an internal information note is for. Customers never read internal notes. */
export const noteAudiences = ['all', 'agents', 'staff'] as const;
export type NoteAudience = (typeof noteAudiences)[number];

export const noteAudienceLabels: Record<NoteAudience, string> = {
  all: 'Toute l’agence',
  agents: 'Collaborateurs',
  staff: 'Équipe agence',
};

/** The audiences whose notes an actor reads: staff read every note, agents the notes for all or for agents. */
export function audiencesReadBy(actor: Actor): NoteAudience[] {
  if (isAgencyStaff(actor)) return [...noteAudiences];
  if (actor.role === 'agent') return ['all', 'agents'];
  return [];
}
