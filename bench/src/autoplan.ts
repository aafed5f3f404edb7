// « Proposer un planning » (issue 32) over a generated agency: 500 agents (300 with 20 weeks of services around
// the month), 4,000 sites and about 2,000 open posts in February 2027 (unassigned services, and the services of 10
// agents who are unavailable a week), every rest and hours rule blocking. The proposal runs as the server runs it
// (the job: the database read, HiGHS on a worker thread, the batch save's checks, the row written); then its
// answer is checked again with the batch save's checks, and compared with the LP relaxation of one model of the
// whole month (30 candidates a post) and with the heuristic alone.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { costBase, openCost } from '@securite/domain/planning/autoplan/autoplan-costs';
import { buildChunkModel } from '@securite/domain/planning/autoplan/autoplan-model';
import { hardRules } from '@securite/domain/planning/autoplan/autoplan-problem';
import type { AutoplanRequest, AutoplanResult } from '@securite/domain/planning/autoplan/autoplan-schemas';
import { createState } from '@securite/domain/planning/autoplan/autoplan-state';
import { defaultPlanningSettings } from '@securite/domain/planning/planning-settings';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { agentInfos } from '../../apps/server/src/db/schema/agents.ts';
import { planningProposals, siteAgentExclusions } from '../../apps/server/src/db/schema/planning-proposals.ts';
import { services } from '../../apps/server/src/db/schema/services.ts';
import { agencies } from '../../apps/server/src/db/schema/tenancy.ts';
import { agencyTypes, unavailabilities } from '../../apps/server/src/db/schema/workforce.ts';
import { highsSolver } from '../../apps/server/src/modules/planning/autoplan/highs-solver.ts';
import { loadAutoplanProblem } from '../../apps/server/src/modules/planning/autoplan/load-autoplan-problem.ts';
import { runProposal } from '../../apps/server/src/modules/planning/autoplan/run-proposal.ts';
import { verifyProposal } from '../../apps/server/src/modules/planning/autoplan/verify-proposal.ts';
import { serviceReference } from '../../apps/server/src/modules/planning/write-batch.ts';
import { generateAgency } from './planning/generate-agency.ts';
import { record } from './results.ts';

const OPEN_POSTS = 1950;
const shifts = [
  ['07:00', 8],
  ['14:00', 8],
  ['21:00', 10],
  ['08:00', 12],
  ['06:00', 6],
] as const;

/** A deterministic pseudo-random sequence, so that two runs measure the same agency. */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

const parisInstant = (day: string, time: string) => {
  // February: Paris is UTC+1.
  return new Date(`${day}T${time}:00+01:00`);
};

export async function autoplanScenario(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-autoplan-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' }), jobs: false };
  const app = await buildApp({ config });
  const db = app.ctx.db;
  try {
    const agency = await generateAgency(db, {
      agents: 500,
      sites: 4000,
      yearStart: '2026-11-02',
      plannedAgents: 300,
      weeks: 20,
    });
    const rand = random(32);
    // Every rule blocking but the record's contract and account (the generated records have neither).
    const blocking = [
      ...defaultPlanningSettings.blockingErrors,
      'missingSpecialty',
      'dailyRest',
      'nightDayRest',
      'dailyMax',
      'weeklyMax',
      'weeklyAverage',
      'weeklyRest',
      'sundaysOff',
      'minimumPeriod',
      'workingLimit',
    ];
    await db
      .update(agencies)
      .set({ settings: { planning: { ...defaultPlanningSettings, blockingErrors: blocking } } })
      .where(eq(agencies.id, agency.agencyId));
    // The planned agents (40 h a week) may work up to 48 h: the agents who know the sites can take a post a week.
    await db
      .update(agentInfos)
      .set({ activeContract: { hoursLimit: 48, period: 'weekly' } })
      .where(inArray(agentInfos.membershipId, agency.agentIds.slice(0, 300)));
    // A quarter of the agents hold the SSIAP 1 specialty; a tenth of the posts ask for it.
    const ssiap = agency.agentIds.filter(() => rand() < 0.25);
    await db
      .update(agentInfos)
      .set({ specialties: ['Agent de sécurité', 'SSIAP 1'] })
      .where(inArray(agentInfos.membershipId, ssiap));
    const rows: (typeof services.$inferInsert)[] = [];
    for (let i = 0; i < OPEN_POSTS; i++) {
      const day = `2027-02-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
      const [time, hours] = shifts[Math.floor(rand() * shifts.length)];
      const startAt = parisInstant(day, time);
      // Six posts in ten on the sites the planned agents know, the others anywhere.
      const siteId = agency.siteIds[rand() < 0.6 ? Math.floor(rand() * 300) : Math.floor(rand() * 4000)];
      const id = randomUUID();
      rows.push({
        id,
        agencyId: agency.agencyId,
        reference: serviceReference(id),
        siteId,
        agentId: null,
        startAt,
        endAt: new Date(startAt.getTime() + hours * 3_600_000),
        specialty: rand() < 0.1 ? 'SSIAP 1' : null,
      });
    }
    for (let i = 0; i < rows.length; i += 500) await db.insert(services).values(rows.slice(i, i + 500));
    const [type] = await db
      .insert(agencyTypes)
      .values({ agencyId: agency.agencyId, kind: 'unavailability', label: 'Congés' })
      .returning();
    await db.insert(unavailabilities).values(
      agency.agentIds.slice(0, 10).map((agentId) => ({
        agencyId: agency.agencyId,
        agentId,
        typeId: type.id,
        startAt: parisInstant('2027-02-08', '00:00'),
        endAt: parisInstant('2027-02-15', '00:00'),
      })),
    );
    await db.insert(siteAgentExclusions).values(
      Array.from({ length: 200 }, (_, i) => ({
        agencyId: agency.agencyId,
        siteId: agency.siteIds[i % 300],
        agentId: agency.agentIds[300 + (i % 200)],
      })),
    );
    await db.execute(sql`analyze`);

    const request: AutoplanRequest = { from: '2027-02-01', to: '2027-02-28' };
    const [agencyRow] = await db.select().from(agencies).where(eq(agencies.id, agency.agencyId));
    const problem = await loadAutoplanProblem(db, agencyRow, request);
    const hard = hardRules(problem.blocking);
    // The LP relaxation of one model of the whole month, 30 candidates a post; posts without any stay open in both.
    const base = costBase(problem);
    const model = buildChunkModel(
      createState(base),
      problem.posts.map((_, p) => p),
      30,
    );
    const solver = await highsSolver();
    const relaxed = solver(model.relaxedLp, { timeLimitSeconds: 300, relaxed: true });
    const bound =
      relaxed.status === 'optimal'
        ? relaxed.objective + model.noCandidate.reduce((s, p) => s + openCost(base.facts[p]), 0)
        : Number.NaN;

    /** One proposal through the job, then its answer through the batch save's checks once more. */
    const propose = async (timeLimitMs?: number) => {
      const [row] = await db
        .insert(planningProposals)
        .values({ agencyId: agency.agencyId, request: request as Record<string, unknown> })
        .returning();
      const started = performance.now();
      const cpu = process.cpuUsage();
      await runProposal(app.ctx, { agencyId: agency.agencyId, proposalId: row.id, timeLimitMs });
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      const [done] = await db.select().from(planningProposals).where(eq(planningProposals.id, row.id));
      if (done.status !== 'done') throw new Error(`proposal ${done.status}: ${done.error}`);
      const result = done.result as unknown as AutoplanResult;
      const postIndex = new Map(problem.posts.map((p, i) => [p.id, i]));
      const agentIndex = new Map(problem.agents.map((a, i) => [a.check.agent.id, i]));
      const assignment = new Map<number, number>();
      for (const line of result.lines) {
        if (line.agentId)
          assignment.set(postIndex.get(line.serviceId) as number, agentIndex.get(line.agentId) as number);
      }
      const issues = await verifyProposal(db, agencyRow, problem, assignment);
      const violations = issues.filter((i) => i.blocking || hard.has(i.type)).length;
      return { result, seconds, cpuSeconds: (used.user + used.system) / 1e6, violations };
    };
    const report = (prefix: string, run: Awaited<ReturnType<typeof propose>>) => {
      const { result } = run;
      record(`${prefix}_seconds`, run.seconds, 's');
      // CPU of every thread of the process (the worker's included): on a shared machine, the wall time is not ours.
      record(`${prefix}_cpu_seconds`, run.cpuSeconds, 's');
      record(`${prefix}_mip_chunks`, result.mipChunks, `of ${result.chunks}`);
      record(`${prefix}_filled_ratio`, result.filled / Math.max(1, result.lines.length), 'ratio');
      record(
        `${prefix}_open_without_reason`,
        result.lines.filter((l) => !l.agentId && l.reasons.length === 0).length,
        'posts',
      );
      record(`${prefix}_violations`, run.violations, 'issues');
      record(`${prefix}_cost`, result.cost, 'points');
      record(`${prefix}_gap_to_bound`, ((result.cost - bound) / Math.abs(bound)) * 100, '%');
      record(`${prefix}_vs_greedy`, (result.cost / result.greedyCost) * 100, '%');
      console.log(
        `${prefix}: load average ${os.loadavg()[0].toFixed(1)}, solver ${result.solver} (${result.mipChunks}/${result.chunks} chunks by the MIP), ${result.filled}/${result.lines.length} filled, cost ${result.cost} (greedy ${result.greedyCost}), LP bound ${bound.toFixed(2)}, parts ${JSON.stringify(result.costParts)}`,
      );
    };
    record('autoplan_posts', problem.posts.length, 'posts');
    // The product's budget (8 s for the solver), then the same proposal with the time the MIP needs on this machine.
    report('autoplan', await propose());
    report('autoplan_unhurried', await propose(120_000));
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
