import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { type MaintenanceSetting, maintenanceActive, maintenanceExempt } from '@securite/domain/maintenance/window';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { authenticate } from '../../http/auth.ts';
import { MAINTENANCE_CHANNEL, readMaintenanceSetting } from './maintenance-setting.ts';

/** How long a process trusts its copy; NOTIFY invalidates it sooner, this bounds a missed notification. */
export const MAINTENANCE_CACHE_MS = 5_000;

export interface MaintenanceGate {
  current(): Promise<MaintenanceSetting | null>;
  /** The copy this process trusts now, without waiting; undefined when it must be read again. */
  fresh(): MaintenanceSetting | null | undefined;
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: MaintenanceGate;
  }
}

function createMaintenanceGate(ctx: AppContext): MaintenanceGate {
  let cached: { value: MaintenanceSetting | null; at: number } | null = null;
  // A read started before an invalidation must not store its (stale) answer after it.
  let version = 0;
  return {
    fresh() {
      return cached && Date.now() - cached.at < MAINTENANCE_CACHE_MS ? cached.value : undefined;
    },
    async current() {
      if (cached && Date.now() - cached.at < MAINTENANCE_CACHE_MS) return cached.value;
      const started = version;
      try {
        const value = await readMaintenanceSetting(ctx.db);
        if (started === version) cached = { value, at: Date.now() };
        return value;
      } catch (error) {
        // The check must not be what fails a request: if the database is down, the route will say so.
        ctx.log.warn({ err: error }, 'maintenance setting unreadable');
        return cached?.value ?? null;
      }
    },
    invalidate() {
      version++;
      cached = null;
    },
  };
}

/**
 * While a maintenance window is open, every API call answers 503 with the admin's message, except signing in,
 * the current user, version, health and the message itself, and calls by platform staff (so they can end it).
 * Runs before the authentication guard; a staff caller's authentication is kept for it.
 */
export async function registerMaintenanceGuard(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const gate = createMaintenanceGate(ctx);
  app.decorate('maintenance', gate);
  const unlisten = await ctx.database.listen(MAINTENANCE_CHANNEL, () => gate.invalidate());
  app.addHook('onClose', async () => {
    await unlisten().catch(() => {});
  });
  const guard = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const setting = await gate.current();
    if (!maintenanceActive(setting, new Date()) || maintenanceExempt(request.method, path)) return;
    const auth = await authenticate(ctx.db, ctx.secret, request).catch(() => null);
    // An impersonated session is platform staff acting as a user: let them check their fix.
    if (auth && (auth.platformRole !== null || auth.impersonatorId !== null)) {
      request.auth = auth;
      return;
    }
    const retryAfter = retryAfterSeconds(setting, Date.now());
    if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
    throw new AppError(ErrorCode.Maintenance, setting?.message || messages.maintenance);
  };
  // A callback hook: the usual request (no window, the setting in the cache) passes without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (!url.startsWith('/api/')) return done();
    const fresh = gate.fresh();
    if (fresh === null) return done();
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (fresh !== undefined && (!maintenanceActive(fresh, new Date()) || maintenanceExempt(request.method, path)))
      return done();
    guard(request, reply, path).then(
      () => done(),
      (error: Error) => done(error),
    );
  });
}

/** Seconds until the window's announced end (at least 1), or null when its end is not known. */
export function retryAfterSeconds(setting: MaintenanceSetting | null, now: number): number | null {
  const end = setting?.endAt ? Date.parse(setting.endAt) : Number.NaN;
  if (!Number.isFinite(end)) return null;
  return Math.max(1, Math.ceil((end - now) / 1000));
}
