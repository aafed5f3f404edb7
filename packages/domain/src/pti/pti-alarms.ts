import { z } from 'zod';
import { zOptionalString, zText } from '../validation/zod.ts';
import { effectiveFrequencyMinutes } from './protection.ts';

/**
 * Lone-worker alarms as the server keeps them: raised by the phone (its state machines, or the agent's SOS) through
 * the field queue, or by the server itself when a protected phone falls silent (the dead-man alarm).
 */
export const alarmKinds = ['inactivity', 'fall', 'perimeter', 'sos', 'deadman', 'lateStart', 'missedRound'] as const;
export type AlarmKind = (typeof alarmKinds)[number];
/** What a phone may raise (the dead-man alarm is the server's). */
export const phoneAlarmKinds = ['inactivity', 'fall', 'perimeter', 'sos'] as const;
export type PhoneAlarmKind = (typeof phoneAlarmKinds)[number];

export const alarmKindLabels: Record<AlarmKind, string> = {
  inactivity: 'Inactivité',
  fall: 'Chute',
  perimeter: 'Sortie de périmètre',
  sos: 'SOS',
  deadman: 'Téléphone silencieux',
  lateStart: 'Retard de prise de service',
  missedRound: 'Ronde non effectuée',
};

/** Issue 30: the alerts the server raises about the planning (not lone-worker alarms): they close themselves. */
export const serviceAlertKinds = ['lateStart', 'missedRound'] as const satisfies readonly AlarmKind[];
export type ServiceAlertKind = (typeof serviceAlertKinds)[number];

export { isPtiFieldAction, type PtiFieldAction, ptiFieldActions } from './pti-actions.ts';

/** The protection state a heartbeat tells: on, or off and why (protection.ts). */
export const protectionStates = ['on', 'notEnabled', 'noActiveService', 'betweenServices', 'onBreak'] as const;
export type ProtectionStateCode = (typeof protectionStates)[number];

export const protectionStateLabels: Record<ProtectionStateCode, string> = {
  on: 'Protection active',
  notEnabled: 'Protection non activée par l’agence',
  noActiveService: 'Aucun service en cours',
  betweenServices: 'Protection suspendue entre deux services',
  onBreak: 'Protection suspendue pendant la pause',
};

/** The `pti` part of a field message: a heartbeat tells the protection state, an alarm its kind. */
export const zPtiPayload = z.object({
  protection: z.enum(protectionStates).optional(),
  alarm: z.enum(phoneAlarmKinds).optional(),
  description: zOptionalString(500),
});
export type PtiPayload = z.infer<typeof zPtiPayload>;

/** Whether a field message's `pti` part fits its type (checked by zFieldMessage). */
export function ptiPayloadFits(type: string, pti: PtiPayload | undefined): boolean {
  if (type === 'pti.heartbeat') return pti?.protection !== undefined && pti.alarm === undefined;
  if (type === 'pti.alarm') return pti?.alarm !== undefined;
  return pti === undefined;
}

/**
 * Ours: how long past the frequency the server waits for a heartbeat before raising the dead-man alarm. The phone
 * sends one every half frequency, so a single heartbeat lost to a bad signal never raises it.
 */
export const DEADMAN_GRACE_MS = 2 * 60_000;

/** How long a protected phone may stay silent: the frequency plus the grace, unless the server sets its own delay. */
export const deadmanDelayMs = (frequencyMinutes: number, overrideMs?: number): number =>
  overrideMs ?? effectiveFrequencyMinutes(frequencyMinutes) * 60_000 + DEADMAN_GRACE_MS;

/** When a protected phone heard last at `lastHeardAt` is considered silent (frequency + grace). */
export const deadmanDeadline = (lastHeardAt: Date, frequencyMinutes: number, overrideMs?: number): Date =>
  new Date(lastHeardAt.getTime() + deadmanDelayMs(frequencyMinutes, overrideMs));

/** The phone's heartbeat period: half the frequency, so that the server hears twice per period. */
export const heartbeatPeriodMs = (frequencyMinutes: number) =>
  (effectiveFrequencyMinutes(frequencyMinutes) * 60_000) / 2;

/** The default delay before supervisors are e-mailed about an alarm nobody acknowledged, minutes. */
export const PTI_ALARM_MAIL_DELAY_DEFAULT = 5;

const zPoint = z.object({ latitude: z.number(), longitude: z.number(), accuracy: z.number().nullable() });
const zWho = z.object({ id: z.string(), name: z.string() }).nullable();

/** An alarm as the office sees it. */
export const zAlarm = z.object({
  id: z.string(),
  kind: z.enum(alarmKinds),
  label: z.string(),
  description: z.string().nullable(),
  agent: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
  service: z.object({ id: z.string(), reference: z.string() }),
  site: z
    .object({ id: z.string(), name: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() })
    .nullable(),
  position: zPoint.nullable(),
  deviceAt: z.string().nullable(),
  raisedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: zWho,
  closedAt: z.string().nullable(),
  closedBy: zWho,
  closeComment: z.string().nullable(),
  mailedAt: z.string().nullable(),
  /** A late start's delay in minutes, from the planned start to the real one (null until the service starts). */
  delayMinutes: z.number().int().nullable(),
});
export type Alarm = z.infer<typeof zAlarm>;

/** GET {agency}/alarms: the open alarms (oldest first, the most urgent) and the recently closed ones. */
export const zAlarmList = z.object({ open: z.array(zAlarm), closed: z.array(zAlarm) });
export type AlarmList = z.infer<typeof zAlarmList>;

export const zAlarmClose = z.object({
  comment: zText('Le commentaire est obligatoire')
    .trim()
    .min(1, 'Le commentaire est obligatoire')
    .max(2000, 'Le commentaire ne doit pas dépasser 2000 caractères'),
});
export type AlarmClose = z.infer<typeof zAlarmClose>;

/** A service's rounds for the supervisors: complete executions against those due, and the round being walked. */
export const zRoundProgress = z.object({
  due: z.number().int(),
  done: z.number().int(),
  current: z
    .object({ executionId: z.string(), name: z.string(), validated: z.number().int(), total: z.number().int() })
    .nullable(),
});
export type RoundProgress = z.infer<typeof zRoundProgress>;

/** GET {agency}/supervision: the agents on duty, their service, rounds, last heartbeat and open alarms. */
export const zSupervisionAgent = z.object({
  agent: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
  service: z.object({
    id: z.string(),
    reference: z.string(),
    status: z.number(),
    startAt: z.string(),
    endAt: z.string(),
    site: z
      .object({ id: z.string(), name: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() })
      .nullable(),
  }),
  lastHeartbeat: z
    .object({ receivedAt: z.string(), protection: z.enum(protectionStates), position: zPoint.nullable() })
    .nullable(),
  rounds: zRoundProgress,
  openAlarms: z.number().int(),
});
export type SupervisionAgent = z.infer<typeof zSupervisionAgent>;
export const zSupervision = z.object({ agents: z.array(zSupervisionAgent) });
export type Supervision = z.infer<typeof zSupervision>;

/**
 * The SSE events of the agency's supervision topic: an alarm changed; or something the supervision shows changed
 * (a heartbeat, a service started or ended, a round step), so its screens refetch.
 */
export const AlarmEvent = { Changed: 'alarm', Supervision: 'supervision' } as const;

export const alarmMessages = {
  notFound: 'Alerte introuvable',
  notOnDuty: 'Le service n’est pas en cours : la protection ne s’applique pas.',
  mailSubject: (label: string, agent: string) => `Alerte PTI non acquittée : ${label} (${agent})`,
  mailBody: (input: { label: string; agent: string; site: string; raisedAt: string; minutes: number; link: string }) =>
    [
      `Une alerte du travailleur isolé n’a été acquittée par personne depuis ${input.minutes} min.`,
      '',
      `Alerte : ${input.label}`,
      `Collaborateur : ${input.agent}`,
      `Site : ${input.site}`,
      `Déclenchée le : ${input.raisedAt}`,
      '',
      `Voir les alertes : ${input.link}`,
    ].join('\n'),
  deadmanDescription: (minutes: number) =>
    `Aucune nouvelle du téléphone depuis plus de ${minutes} min alors que la protection était active.`,
  sosDescription: 'Alerte déclenchée manuellement par le collaborateur',
  lateStartDescription: (p: { reference: string; plannedAt: string; minutes: number }) =>
    `Le service ${p.reference} prévu à ${p.plannedAt} n’est pas pris depuis ${p.minutes} min.`,
  lateStartClosed: (minutes: number) => `Service pris avec ${minutes} min de retard.`,
  missedRoundAtEnd: (p: { reference: string; done: number; due: number }) =>
    `Rondes du service ${p.reference} incomplètes à sa fin : ${p.done} / ${p.due}.`,
  missedRoundNotStarted: (p: { reference: string; minutes: number }) =>
    `Aucune ronde commencée sur le service ${p.reference} ${p.minutes} min après sa prise.`,
  alertMailSubject: (label: string, agent: string) => `${label} : ${agent}`,
  alertMailBody: (input: { label: string; description: string; agent: string; site: string; link: string }) =>
    [
      input.description,
      '',
      `Alerte : ${input.label}`,
      `Collaborateur : ${input.agent}`,
      `Site : ${input.site}`,
      '',
      `Voir les alertes : ${input.link}`,
    ].join('\n'),
  agentLateStartPush: 'Votre service a commencé : pensez à le prendre.',
  agentLateStartTitle: 'Service non pris',
  pushAgain: (label: string) => `${label} non acquittée`,
  planningChangedTitle: 'Planning modifié',
} as const;
