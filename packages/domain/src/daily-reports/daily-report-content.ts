import type { CalendarDay } from '../time/calendar-day.ts';

/**
 * Issue 30: what a site's daily activity report tells of one day of its agency, as plain data (instants as ISO
 * texts) so that it crosses to the worker thread that draws the PDF. Agents are named as customers see them.
 */
export interface DailyReportContent {
  agency: { id: string; name: string; timezone: string };
  site: { id: string; name: string };
  customer: { id: string; name: string };
  day: CalendarDay;
  /** The services taken that day on the site, with their planned and real times. */
  services: DailyReportService[];
  /** Each round walked during those services. */
  rounds: DailyReportRound[];
  /** The rounds due on those services and not walked in full (due executions minus complete ones). */
  missedRounds: DailyReportMissedRound[];
  /** The main courante's events of the day (not deleted), oldest first; none when the site does not let its
   * customer read its main courante (rightsCustomer without events.view). */
  events: DailyReportEvent[];
  /** The lone-worker alarms raised that day during the site's services. */
  alarms: DailyReportAlarm[];
  /** The site's main courante head when the report is drawn: printed on the PDF, kept outside our database. */
  seal: { count: number; hash: string; intact: boolean; label: string };
  /** When the report was drawn (the head's instant). */
  drawnAt: string;
}

export interface DailyReportService {
  reference: string;
  agentName: string | null;
  startAt: string;
  endAt: string;
  realStartAt: string;
  realEndAt: string | null;
}

export interface DailyReportRound {
  name: string;
  serviceReference: string;
  startedAt: string;
  endedAt: string | null;
  validated: number;
  total: number;
  complete: boolean;
}

export interface DailyReportMissedRound {
  name: string;
  serviceReference: string;
  due: number;
  done: number;
}

export interface DailyReportEvent {
  id: string;
  label: string;
  description: string | null;
  deviceAt: string;
  agentName: string | null;
  /** The messages added to the event (not deleted), oldest first. */
  messages: { at: string; content: string | null }[];
  /** The files of the event and of its messages: pictures (JPEG or PNG) drawn as thumbnails, others named. */
  attachments: { fileId: string; name: string; contentType: string }[];
}

export interface DailyReportAlarm {
  kind: string;
  label: string;
  raisedAt: string;
  closedAt: string | null;
  agentName: string | null;
}

/** Nothing happened on the site that day: no service, round, event nor alarm. Then no mail is sent. */
export function isEmptyReport(content: Pick<DailyReportContent, 'services' | 'rounds' | 'events' | 'alarms'>): boolean {
  return (
    content.services.length === 0 &&
    content.rounds.length === 0 &&
    content.events.length === 0 &&
    content.alarms.length === 0
  );
}

/**
 * The rounds a service missed: for each round it had to walk, the executions asked (numberOfExecutions) less the
 * complete ones, never below zero (a round walked more often than asked makes up for no other).
 */
export function missedRoundsOf(
  serviceReference: string,
  due: readonly { id: string; name: string; numberOfExecutions: number }[],
  completeByRound: ReadonlyMap<string, number>,
): DailyReportMissedRound[] {
  return due.flatMap((round) => {
    const done = Math.min(completeByRound.get(round.id) ?? 0, round.numberOfExecutions);
    return done < round.numberOfExecutions
      ? [{ name: round.name, serviceReference, due: round.numberOfExecutions, done }]
      : [];
  });
}

/** Pictures a PDF or a mail can show inline. */
export const isThumbnailType = (contentType: string) => contentType === 'image/jpeg' || contentType === 'image/png';
