import { type CheckInput, issue } from './check-input.ts';

const normalize = (value: string) => value.trim().toLocaleLowerCase('fr');

/** `missingSpecialty`: the service asks for a specialty (cynophile, SSIAP…) the agent does not have. */
export function checkMissingSpecialty({ ctx, candidates }: CheckInput) {
  const held = new Set(ctx.agent.specialties.map(normalize));
  return candidates.flatMap((service) => {
    const wanted = service.specialty?.trim();
    if (!wanted || held.has(normalize(wanted))) return [];
    return [issue(service.key, 'missingSpecialty', `${ctx.agent.name} n’a pas la spécialité « ${wanted} »`)];
  });
}
