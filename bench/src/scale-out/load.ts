// The load itself: phones posting field messages and planners reading the planning at the same time, with
// autocannon, against one or several server processes (connections spread over their addresses in turn).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { LOAD_YEAR_START, type LoadData } from './seed-load.ts';

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, connection errors and timeouts. */
  errors: number;
}

export interface LoadRun {
  phones: LoadFigures;
  planners: LoadFigures;
  /** The uuids of the field messages the servers acknowledged (2xx). */
  acknowledged: string[];
}

function figuresOf(result: autocannon.Result): LoadFigures {
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** A week of the generated planning, one of the first `weeks`, as the planning page asks for it. */
export function weekWindow(index: number, weeks: number) {
  const monday = new Date(Date.parse(`${LOAD_YEAR_START}T00:00:00Z`) + (index % weeks) * 7 * 86_400_000);
  const next = new Date(monday.getTime() + 7 * 86_400_000);
  return { from: monday.toISOString(), to: next.toISOString() };
}

/**
 * A phone's next queued message: a protection heartbeat with a uuid made on the phone, the message every phone sends
 * all through a service.
 */
export const phoneMessage = (serviceId: string, uuid: string) => ({
  uuid,
  type: 'pti.heartbeat',
  serviceId,
  deviceAt: new Date().toISOString(),
  pti: { protection: 'on' },
});

/** autocannon takes several addresses (its connections go to each in turn); its types only know one. */
const severalUrls = (urls: string[]) => (urls.length === 1 ? urls[0] : (urls as unknown as string));

export async function runLoad(
  baseUrls: string[],
  data: LoadData,
  /** Every connection sends its next request as soon as it has its answer: the most the servers answer. */
  options: { seconds: number; weeks: number },
): Promise<LoadRun> {
  const acknowledged: string[] = [];
  let nextPhone = 0;
  let nextWeek = 0;
  const agency = `/api/agency/${data.agencyId}`;
  // Each request is one phone's next queued message; phones take turns over the connections.
  const phones = autocannon({
    url: severalUrls(baseUrls),
    connections: data.phones.length,
    duration: options.seconds,
    timeout: 20,
    requests: [
      {
        method: 'POST',
        path: `${agency}/field/message`,
        setupRequest: (request) => {
          const phone = data.phones[nextPhone++ % data.phones.length];
          return {
            ...request,
            headers: { authorization: `Bearer ${phone.token}`, 'content-type': 'application/json' },
            body: JSON.stringify(phoneMessage(phone.serviceId, randomUUID())),
          };
        },
        onResponse: (status, body) => {
          if (status >= 200 && status < 300) acknowledged.push((JSON.parse(body) as { uuid: string }).uuid);
        },
      },
    ],
  });
  const planners = autocannon({
    url: severalUrls(baseUrls),
    connections: data.planners.length,
    duration: options.seconds,
    timeout: 20,
    requests: [
      {
        method: 'POST',
        path: `${agency}/fetch/planned-services`,
        setupRequest: (request) => {
          const token = data.planners[nextWeek % data.planners.length];
          return {
            ...request,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(weekWindow(nextWeek++, options.weeks)),
          };
        },
      },
    ],
  });
  const [phoneResult, plannerResult] = await Promise.all([phones, planners]);
  return { phones: figuresOf(phoneResult), planners: figuresOf(plannerResult), acknowledged };
}
