import { dayToDate, formatDay } from '../../time/calendar-day.ts';
import { localDay } from '../../time/local-days.ts';
import { type CheckInput, issue } from './check-input.ts';
import { describeSpan } from './describe-span.ts';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => dayToDate(day).getTime() / DAY_MS;

/**
 * `noContract` (issue 25): the agent has no current work contract for the service — no contract type or entry
 * date on the record, an entry after the service's first day or an exit before its last (agency time zone).
 * Not checked when the caller does not know the record's contract (`contract` left out).
 */
export function checkNoContract({ ctx, candidates }: CheckInput) {
  const contract = ctx.agent.contract;
  if (contract === undefined) return [];
  const { name } = ctx.agent;
  return candidates.flatMap((service) => {
    const start = service.startAt.getTime();
    const end = service.endAt.getTime();
    const span = describeSpan(ctx.timeZone, start, end, true);
    if (!contract?.type || !contract.entryDate) {
      return [
        issue(
          service.key,
          'noContract',
          `${name} n’a pas de contrat de travail en cours (type de contrat et date d’entrée à renseigner sur sa fiche)`,
        ),
      ];
    }
    if (localDay(ctx.timeZone, start) < dayNumber(contract.entryDate)) {
      const message = `Le contrat de travail de ${name} commence le ${formatDay(contract.entryDate)} : il ne couvre pas le service ${span}`;
      return [issue(service.key, 'noContract', message)];
    }
    if (contract.exitDate && localDay(ctx.timeZone, end - 1) > dayNumber(contract.exitDate)) {
      const message = `Le contrat de travail de ${name} a pris fin le ${formatDay(contract.exitDate)} : il ne couvre pas le service ${span}`;
      return [issue(service.key, 'noContract', message)];
    }
    return [];
  });
}

/** `inactiveAccount`: the agency plans only agents whose login account is active, and this one's is not. */
export function checkInactiveAccount({ ctx, candidates }: CheckInput) {
  if (!ctx.rules.requireActiveAccount || ctx.agent.accountActive !== false) return [];
  const message = `Le compte de connexion de ${ctx.agent.name} n’est pas actif : l’agence n’en planifie pas sans compte actif`;
  return candidates.map((service) => issue(service.key, 'inactiveAccount', message));
}
