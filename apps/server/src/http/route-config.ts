import type { Right } from '@securite/domain/auth/rights';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No bearer token needed (login, refresh, forgot password, version, health, public signature). */
    public?: boolean;
    /** Any one of these rights passes (owner, support and admins always pass). */
    rights?: Right[];
  }
}
