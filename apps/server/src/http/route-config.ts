import type { Right } from '@securite/domain/auth/rights';
import type { MembershipRole } from '@securite/domain/auth/roles';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No bearer token needed (login, refresh, forgot password, version, health, public signature). */
    public?: boolean;
    /**
     * Tenant routes: the membership roles that may call it besides the owner (platform staff always may);
     * the others get a 403. For what agents or customers have no use for, such as the agency's configuration.
     */
    members?: MembershipRole[];
    /** Any one of these rights passes (owner, support and admins always pass). */
    rights?: Right[];
    /** Also accept a stream ticket as ?ticket= (SSE only: EventSource cannot send headers; see signStreamTicket). */
    queryToken?: boolean;
  }
}
