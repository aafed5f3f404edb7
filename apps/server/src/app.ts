import fs from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { assertGranted, assertMember } from '@securite/domain/auth/access';
import '@securite/domain/validation/zod-locale';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream, Logger } from 'pino';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { type Database, openDatabase } from './db/client.ts';
import { createFileStorage } from './files/create-storage.ts';
import { authenticate } from './http/auth.ts';
import { answerFrameworkError, registerErrorHandling } from './http/errors.ts';
import { createLogger } from './http/logger.ts';
import { logEveryRequest } from './http/request-log.ts';
import { registerCompression, registerWebApp } from './http/serving.ts';
import { registerMaintenanceGuard } from './modules/maintenance/public.ts';
import './http/route-config.ts';
import { LazyRequestLogger } from './http/request-logger.ts';
import { collectRoutes } from './http/route-list.ts';
import { loadSigningSecret } from './http/secrets.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { resolveTenant } from './http/tenancy.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createMailer } from './mail/mailer.ts';
import { registerModules } from './modules/index.ts';
import { createOffThread } from './pdf/off-thread.ts';
import { createRealtime } from './realtime/realtime.ts';
import { APP_VERSION } from './version.ts';

export { APP_VERSION };

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one per file); otherwise one is opened from the config. */
  database?: Database;
  /** Where the log lines go (standard output by default); tests read them. */
  logDestination?: DestinationStream;
}

/** Builds the whole Fastify app. Tests and main both use it; main adds listen, jobs and shutdown. */
export async function buildApp({ config, database: given, logDestination }: BuildOptions): Promise<FastifyInstance> {
  const log = createLogger(config, logDestination);
  const database =
    given ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, fsync: config.pgliteFsync }));
  if (!given) await database.migrate();
  const secret = await loadSigningSecret(database.db, config.jwtSecret);

  const app = Fastify({
    loggerInstance: log as unknown as FastifyBaseLogger,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Logging two lines a request at info halves the cheapest route's throughput: failures are logged by the
    // error handler, and LOG_LEVEL=debug logs every request (logEveryRequest).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 500 },
    // Fastify makes every request's logger; pino's child, with redaction on, costs a tenth of the cheapest route:
    // made when the request logs (LazyRequestLogger), or at once when the route sets a level or serializers.
    childLoggerFactory: (logger, bindings, options) =>
      options.level || options.serializers
        ? logger.child(bindings, options)
        : (new LazyRequestLogger(logger as unknown as Logger, bindings) as unknown as FastifyBaseLogger),
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    secret,
    log,
    mailer: createMailer(config, database.db, log),
    jobs: createJobQueue(database, log, { lockTimeoutSeconds: config.jobLockTimeoutSeconds }),
    realtime: createRealtime(database, log),
    files: await createFileStorage(config),
    offThread: createOffThread(),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('auth', null);
  app.decorateRequest('tenant', null);
  collectRoutes(app);
  logEveryRequest(app, log);
  registerErrorHandling(app);

  await registerSecurityHeaders(app, config.publicUrl, config.mapTiles.url);
  await registerCompression(app);
  // Uploads: one file per request, at most BODY_LIMIT_MB (over it: the 413 of the error handler).
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.bodyLimit, files: 1, fields: 10, fieldSize: 1000, parts: 12, headerPairs: 100 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Sécurité Plateforme API', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Maintenance first: during a window even unauthenticated calls get the 503 and its message.
  await registerMaintenanceGuard(app, ctx);
  // One guard for every API route: authentication, then tenancy and rights for /api/agency/{id}/… paths.
  const guard = async (request: FastifyRequest, routeUrl: string) => {
    const config = request.routeOptions.config;
    if (routeUrl.startsWith('/api/agency/:agencyId')) {
      // One query for the session, the agency and the caller's membership of it.
      const { auth, tenant } = await resolveTenant(ctx.db, ctx.secret, request);
      request.auth = auth;
      request.tenant = tenant;
      if (config?.members) assertMember(tenant.actor, config.members);
      if (config?.rights) assertGranted(tenant.actor, config.rights);
    } else request.auth ??= await authenticate(ctx.db, ctx.secret, request);
  };
  // A callback hook: a public route (the version, health, signing in) and a page pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl?.startsWith('/api/') || routeUrl.startsWith('/api/docs') || request.routeOptions.config?.public)
      return done();
    guard(request, routeUrl).then(
      () => done(),
      (error: Error) => done(error),
    );
  });

  await registerModules(app, ctx);

  if (fs.existsSync(config.webDist)) await registerWebApp(app, config.webDist);

  app.addHook('onClose', async () => {
    await ctx.realtime.close();
    await ctx.jobs.stop();
    await ctx.offThread.close();
    if (!given) await database.close();
  });
  return app;
}
