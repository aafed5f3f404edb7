import { formatDay } from '../time/calendar-day.ts';
import { usableTimeZone } from '../time/wall-clock.ts';

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

/** Issue 30: the French texts of the customers' daily activity report (mail and PDF). */
export const dailyReportMessages = {
  title: "Rapport d'activité",
  mailSubject: (site: string, day: string) => `Rapport d'activité — ${site} — ${formatDay(day)}`,
  greeting: 'Bonjour,',
  intro: (site: string, day: string) =>
    `Voici l'activité de la journée du ${formatDay(day)} sur le site ${site}. Le rapport complet est joint en PDF.`,
  summary: (p: { services: number; rounds: number; missed: number; events: number; alarms: number }) =>
    [
      plural(p.services, 'service'),
      `${plural(p.rounds, 'ronde')} effectuée${p.rounds > 1 ? 's' : ''}`,
      `${plural(p.missed, 'ronde')} non effectuée${p.missed > 1 ? 's' : ''}`,
      plural(p.events, 'événement'),
      plural(p.alarms, 'alerte'),
    ].join(' · '),
  services: 'Services effectués',
  noService: 'Aucun service.',
  service: (p: { reference: string; agent: string | null; planned: string; real: string }) =>
    `${p.reference}${p.agent ? ` — ${p.agent}` : ''} : prévu ${p.planned}, réel ${p.real}`,
  inProgress: 'en cours',
  rounds: 'Rondes effectuées',
  noRound: 'Aucune ronde.',
  round: (p: { name: string; from: string; to: string | null; validated: number; total: number; complete: boolean }) =>
    `${p.name} : ${p.from} – ${p.to ?? 'non terminée'} (${p.validated}/${p.total} point${p.total > 1 ? 's' : ''}${
      p.complete ? '' : ', incomplète'
    })`,
  missedRounds: 'Rondes non effectuées',
  noMissedRound: 'Aucune ronde manquée.',
  missedRound: (p: { name: string; service: string; due: number; done: number }) =>
    `${p.name} (service ${p.service}) : ${p.due - p.done} sur ${p.due} non effectuée${p.due - p.done > 1 ? 's' : ''}`,
  events: 'Main courante',
  noEvent: 'Aucun événement.',
  event: (p: { at: string; label: string; agent: string | null; description: string | null }) =>
    `${p.at} — ${p.label}${p.agent ? ` (${p.agent})` : ''}${p.description ? ` : ${p.description}` : ''}`,
  message: (p: { at: string; content: string }) => `${p.at} : ${p.content}`,
  file: (name: string) => `Pièce jointe : ${name}`,
  unreadableImage: '(image illisible)',
  alarms: 'Alertes',
  noAlarm: 'Aucune alerte.',
  alarm: (p: { at: string; label: string; agent: string | null; closedAt: string | null }) =>
    `${p.at} — ${p.label}${p.agent ? ` (${p.agent})` : ''}${p.closedAt ? `, close à ${p.closedAt}` : ', non close'}`,
  sealTitle: 'Empreinte de la main courante',
  sealHelp:
    "Gardez ce rapport : l'empreinte ci-dessus permet de vérifier plus tard que la main courante du site n'a pas été modifiée.",
  site: (name: string) => `Site : ${name}`,
  customer: (name: string) => `Client : ${name}`,
  day: (day: string) => `Journée du ${formatDay(day)}`,
  filename: (siteSlug: string, day: string) => `rapport-activite-${siteSlug}-${day}.pdf`,
  noRecipient: "Rapport d'activité : aucun contact du client ne l'a demandé",
} as const;

/** « 08:05 » in the agency's zone, with the day « 07/12 08:05 » when it is not the report's day. */
export function reportTime(instant: string, timeZone: string, day: string): string {
  const zone = usableTimeZone(timeZone);
  const date = new Date(instant);
  const time = new Intl.DateTimeFormat('fr-FR', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(date);
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
  return local === day ? time : `${local.slice(8, 10)}/${local.slice(5, 7)} ${time}`;
}
