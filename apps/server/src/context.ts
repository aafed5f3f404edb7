import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Realtime } from './realtime/realtime.ts';

/** Everything a use case may need besides its input: passed explicitly, never read from globals. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  secret: Uint8Array;
  mailer: Mailer;
  jobs: JobQueue;
  realtime: Realtime;
  log: Logger;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
