/** The French texts of the main courante's seal and of a kept head's check (ours: the spec does not show them). */
import { usableTimeZone } from '../time/wall-clock.ts';
import { eventMessages } from './event-messages.ts';
import type { HeadCheck, KeptHead, SealProblem, SealVerdict } from './event-seal.ts';
import type { SealChange } from './event-seal-state.ts';

const fieldLabels: Record<SealChange['field'], string> = {
  id: "l'identifiant",
  siteId: 'le site',
  serviceId: 'le service',
  agentId: "l'agent",
  authorUserId: "l'auteur",
  authorMembershipId: "l'auteur",
  typeKey: 'le type',
  description: 'la description',
  attachments: 'les pièces jointes',
  location: 'la position',
  roundExecutionId: 'la ronde',
  checkpointId: 'le point de contrôle',
  deviceAt: "l'heure du téléphone",
  receivedAt: "l'heure de réception",
  deletedAt: 'la suppression',
  editedAt: "l'heure de modification",
  content: 'le texte',
  eventId: "l'événement",
  subject: 'le contenu',
};

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/** A canonical value as a reader can compare it: a text quoted, a position, files by name and hash. */
function shownValue(field: SealChange['field'], value: unknown): string {
  if (value === null || value === undefined) return 'vide';
  if (field === 'attachments' && Array.isArray(value)) {
    if (value.length === 0) return 'aucune';
    return value
      .map((a) =>
        Array.isArray(a) ? `${String(a[1])} (${String(a[3]).slice(0, 8)}${a[4] ? '' : ', fichier absent'})` : '?',
      )
      .join(', ');
  }
  if (field === 'location' && Array.isArray(value)) return `${value[0]}, ${value[1]}`;
  return `« ${clip(String(value))} »`;
}

/** « la description : « Porte forcée » devenu « Rien à signaler » ». */
export function sealChangeText(change: SealChange): string {
  const label = fieldLabels[change.field];
  return `${label} : ${shownValue(change.field, change.recorded)} devenu ${shownValue(change.field, change.shown)}`;
}

const subjectName = (problem: SealProblem) => (problem.subject === 'message' ? 'un message' : "l'événement");

/** Where and why one problem breaks the seal, for staff. */
export function sealProblemText(problem: SealProblem): string {
  const at = problem.position === null ? 'Rompue' : `Rompue à l'entrée ${problem.position + 1}`;
  switch (problem.reason) {
    case 'altered':
    case 'removed':
    case 'reordered':
      return `${at} (${eventMessages.breakReasons[problem.reason]})`;
    case 'shown-altered':
      return `${at} (${subjectName(problem)} affiché a été modifié dans la base : ${problem.changes
        .map(sealChangeText)
        .join(' ; ')})`;
    case 'shown-removed':
      return `${at} (${subjectName(problem)} a été retiré de la base)`;
    case 'unchained':
      return problem.subject === 'message'
        ? 'Rompue (un message affiché ne figure pas dans la chaîne : il a été ajouté dans la base)'
        : 'Rompue (un événement affiché ne figure pas dans la chaîne : il a été ajouté dans la base)';
    case 'unsealed':
      return `${at} (${subjectName(problem)} n'est pas couvert par la chaîne : sa mise à jour a échoué)`;
  }
}

/** « Intègre », or the first problem (and how many others). */
export function sealLabel(verdict: SealVerdict): string {
  const [first, ...others] = verdict.problems;
  if (!first) return eventMessages.intact;
  const more =
    others.length === 0 ? '' : others.length === 1 ? ' et 1 autre écart' : ` et ${others.length} autres écarts`;
  return `${sealProblemText(first)}${more}`;
}

/** What the server says of a kept head. */
export function headCheckText(check: HeadCheck): string {
  if (check.matches) {
    return `Empreinte reconnue : les ${check.count} premières entrées de la main courante n'ont pas changé depuis qu'elle a été gardée.`;
  }
  if (check.reason === 'shorter') {
    return `Empreinte non reconnue : la main courante n'a plus que ${check.currentCount} entrée(s), l'empreinte en comptait ${check.count} (des entrées ont été retirées).`;
  }
  if (check.position !== null) {
    return `Empreinte non reconnue : l'entrée ${check.position + 1} a changé depuis que l'empreinte a été gardée.`;
  }
  return `Empreinte non reconnue : la main courante a été modifiée avant l'entrée ${check.count} (recalculée, elle ne redonne pas cette empreinte).`;
}

export const sealTexts = {
  headInvalid:
    "Collez l'empreinte gardée : le fichier exporté, ou la ligne imprimée avec son nombre d'entrées et ses 64 caractères",
  headOtherSite: "Cette empreinte est celle de la main courante d'un autre site",
  headTitle: 'Empreinte de la main courante',
  check: 'Vérifier une empreinte',
  export: "Exporter l'empreinte",
} as const;

/** The head as printed on a PDF and written in the exported file: count, hash, when. */
export function headLine(head: { count: number; hash: string }, at: string): string {
  return `${sealTexts.headTitle} : ${head.count} entrée(s), empreinte ${head.hash}, au ${at}`;
}

/**
 * Reads a kept head from what a user pastes: the exported file (JSON with `count`, `hash` and optionally
 * `siteId` and `hashes`) or a printed line (« 12 entrée(s), empreinte 3fa4… »). Null when neither is found.
 */
export function parseKeptHead(text: string): (KeptHead & { siteId: string | null }) | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      const data = JSON.parse(trimmed) as Record<string, unknown>;
      const { count, hash, hashes, siteId } = data;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
      if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/i.test(hash)) return null;
      const list =
        Array.isArray(hashes) && hashes.every((h) => typeof h === 'string' && /^[0-9a-f]{64}$/i.test(h))
          ? (hashes as string[])
          : undefined;
      return { count, hash: hash.toLowerCase(), hashes: list, siteId: typeof siteId === 'string' ? siteId : null };
    } catch {
      return null;
    }
  }
  const hash = /(?:^|[^0-9a-f])([0-9a-f]{64})(?![0-9a-f])/i.exec(trimmed)?.[1];
  const count = /(\d+)\s*entrée/i.exec(trimmed)?.[1];
  if (!hash || count === undefined) return null;
  return { count: Number(count), hash: hash.toLowerCase(), siteId: null };
}

/** « 02/12/2026 08:15 »: an instant in the agency's zone, as head lines print it. */
export function headInstant(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: usableTimeZone(timeZone),
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(instant));
}

/** The answer to « Vérifier une empreinte »: the kept head, then whether what the screens show still holds. */
export function keptHeadText(check: HeadCheck, seal: { intact: boolean; label: string }): string {
  if (!check.matches || seal.intact) return headCheckText(check);
  return `Empreinte reconnue pour les ${check.count} premières entrées, mais ce que montrent les écrans ne correspond plus à la chaîne : ${seal.label}`;
}

/** The head line a PDF prints, with the seal's state when it was drawn. */
export function sealLine(seal: { count: number; hash: string; intact: boolean }, at: string): string {
  const state = seal.intact ? 'chaîne intègre' : 'chaîne rompue : voir la main courante du site';
  return `${headLine(seal, at)} (${state})`;
}
