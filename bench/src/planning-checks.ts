// The planning checks of one service against an agent's stored ones (the cover screen runs them for each agent):
// one candidate against 200 stored services, the median of 15 batches of 20 calls. Target: well under a millisecond.
import { checkAgentServices } from '@securite/domain/planning/checks/check-agent-services';
import { context, dailyServices, service } from '@securite/domain/planning/checks/check-fixtures';
import { record } from './results.ts';

export async function planningChecksScenario(): Promise<void> {
  const existing = [
    ...dailyServices('a', '2026-09-01', 100, '08:00', '16:00'),
    ...dailyServices('b', '2026-12-20', 100, '20:00', '04:00'),
  ];
  const candidate = [service('new', '2026-12-16 18:00', '2026-12-17 02:00')];
  checkAgentServices(candidate, context({ existing: [...existing] }));
  const batches: number[] = [];
  for (let batch = 0; batch < 15; batch++) {
    const start = performance.now();
    // A fresh copy of the stored services each time, as the cover screen passes each agent's own.
    for (let i = 0; i < 20; i++) checkAgentServices(candidate, context({ existing: [...existing] }));
    batches.push((performance.now() - start) / 20);
  }
  batches.sort((a, b) => a - b);
  record('planning_checks_one_service_vs_200_ms', batches[7], 'ms');
}
