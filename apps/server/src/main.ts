import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startMinuteScheduler, startScheduler } from './jobs/schedule.ts';
import { sealOlderChains } from './modules/events/public.ts';
import { dailyJobs, minuteJobs, registerJobHandlers } from './modules/job-handlers.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemo } from './seed/demo.ts';

const config = loadConfig();
const app = await buildApp({ config }).catch((error: Error) => {
  console.error(`Démarrage impossible : ${error.message}`);
  process.exit(1);
});
const { ctx } = app;

// Main courante chains from before the seal covered the shown rows are sealed once, before anyone reads them.
const sealing = await sealOlderChains(ctx.db);
if (sealing.sealed > 0) app.log.info({ sealed: sealing.sealed }, 'mains courantes scellées');
for (const chain of sealing.refused) app.log.warn(chain, 'main courante non scellée : sa chaîne ne se vérifie pas');

if (config.seedDemo && (await seedDemo(ctx.db, ctx.files))) {
  const lines = demoAccounts.map((a) => `  ${a.email.padEnd(22)} ${a.role}`).join('\n');
  console.log(`\nDonnées de démonstration créées. Comptes (mot de passe ${DEMO_PASSWORD}) :\n${lines}\n`);
}

registerJobHandlers(ctx);
if (config.jobs) await ctx.jobs.start();
// Daily jobs (expirations digest…) are offered hourly; their unique key runs each once a day across processes.
const stopScheduler = config.jobs ? startScheduler(ctx, dailyJobs) : () => {};
// Minute jobs (late starts, missed rounds) are offered each minute by every process; one runs each minute's.
const stopMinuteScheduler = config.jobs ? startMinuteScheduler(ctx, minuteJobs) : () => {};

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'arrêt en cours');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  stopScheduler();
  stopMinuteScheduler();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'arrêt incomplet');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
const dbLabel = ctx.database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL';
console.log(`Sécurité Plateforme prête sur ${config.publicUrl} — base ${dbLabel}`);
if (config.mailViewer) console.log(`E-mails de développement : ${config.publicUrl}/api/dev/mails`);
