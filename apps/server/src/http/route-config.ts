import type { Right } from '@securite/domain/auth/rights';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No bearer token needed (login, refresh, forgot password, version, health, public signature). */
    public?: boolean;
    /** Any one of these rights passes (owner, support and admins always pass). */
    rights?: Right[];
    /** Also accept the access token as ?access_token= (SSE only: EventSource cannot send headers). */
    queryToken?: boolean;
  }
}
