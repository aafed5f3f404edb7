import type { SubscriberSpan } from '@securite/domain/subscriptions/churn';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './platform-turnover.ts';

interface SpanRow extends Record<string, unknown> {
  started_at: string | Date;
  ended_at: string | Date | null;
}

/**
 * When each agency was a subscriber: from its first subscription to the end of its latest (null when the latest
 * has no end). Pending subscriptions (never paid) do not count.
 */
export async function subscriberSpans(db: Db): Promise<SubscriberSpan[]> {
  const result = await db.execute<SpanRow>(sql`
    select min(s.started_at) as started_at,
      (select l.ended_at from agency_subscriptions l where l.agency_id = s.agency_id and l.status <> 'pending'
        order by l.created_at desc, l.id desc limit 1) as ended_at
    from agency_subscriptions s
    where s.status <> 'pending'
    group by s.agency_id`);
  return rowsOf<SpanRow>(result).map((r) => ({
    startedAt: new Date(r.started_at),
    endedAt: r.ended_at === null ? null : new Date(r.ended_at),
  }));
}
