import { validationMessages as m } from '@securite/domain/validation/messages';
import { count, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../db/schema/platform.ts';
import { agencyWithCallers, type Caller } from '../../testing/agent-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { registerJobHandlers } from '../job-handlers.ts';

// Dates out of the years the API takes (a typo such as 0001 or 9999) used to crash the exports (500) and to be
// « bien envoyé(s) » by planning/send while its jobs then failed: the schema refuses them, naming `from`.
const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;

beforeAll(async () => {
  registerJobHandlers(t.app.ctx);
  a = await agencyWithCallers(t, ['planning.agents']);
}, 60_000);

const impossible = ['9999-12-31', '0001-01-01'];

async function outboxSize(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(mailOutbox);
  return row.n;
}

async function sendJobs(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(jobs).where(like(jobs.queue, 'planning.send%'));
  return row.n;
}

function expectFromRefused(response: Awaited<ReturnType<Caller['get']>>, where: string) {
  expect(response.statusCode, `${where}: ${response.body}`).toBe(400);
  expect(response.json(), where).toMatchObject({ code: 'VALIDATION', errors: { from: m.dateOutOfRange } });
}

describe('planning exports and send refuse impossible dates', () => {
  it.each(impossible)('answers 400 naming `from` for %s on every export route, body or query', async (from) => {
    const agentBase = `${a.base}/agent/${a.agent.membership.id}`;
    const calls: Array<[string, Caller, string]> = [
      ['staff', a.staff.api, a.base],
      ['agent', a.agent.api, agentBase],
    ];
    for (const [who, api, base] of calls) {
      for (const format of ['pdf', 'xlsx']) {
        const url = `${base}/planning/export.${format}`;
        for (const period of ['week', 'month']) {
          const body = { view: 'agents', period, from };
          expectFromRefused(await api.post(url, body), `${who} POST ${format} ${period}`);
          expectFromRefused(
            await api.get(`${url}?view=agents&period=${period}&from=${from}`),
            `${who} GET ${format} ${period}`,
          );
        }
      }
    }
  });

  it.each(impossible)('answers 400 naming `from` for %s on planning/send and sends no mail', async (from) => {
    const mailsBefore = await outboxSize();
    const jobsBefore = await sendJobs();
    for (const period of ['week', 'month']) {
      expectFromRefused(
        await a.staff.api.post(`${a.base}/planning/send`, { period, from, agentIds: [a.agent.membership.id] }),
        `staff send ${period}`,
      );
      expectFromRefused(
        await a.agent.api.post(`${a.base}/agent/${a.agent.membership.id}/planning/send`, { period, from }),
        `agent send ${period}`,
      );
    }
    await t.app.ctx.jobs.drain();
    expect(await sendJobs()).toBe(jobsBefore);
    expect(await outboxSize()).toBe(mailsBefore);
  });

  it('still exports the first and the last years the API takes', async () => {
    for (const from of ['1900-01-01', '2200-12-31']) {
      for (const format of ['pdf', 'xlsx']) {
        for (const period of ['week', 'month']) {
          const response = await a.staff.api.post(`${a.base}/planning/export.${format}`, {
            view: 'sites',
            period,
            from,
          });
          expect(response.statusCode, `${format} ${period} ${from}: ${response.body.slice(0, 200)}`).toBe(200);
        }
      }
    }
  });
});
