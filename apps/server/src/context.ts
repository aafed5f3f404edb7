import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { FileStorage } from './files/file-storage.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { OffThread } from './pdf/off-thread.ts';
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
  /** Uploaded and generated files: local disk or S3-compatible storage, from the config. */
  files: FileStorage;
  /** Worker threads for heavy documents (month PDFs, spreadsheets). */
  offThread: OffThread;
  log: Logger;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
