import { membershipRoles } from '@securite/domain/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';

const zTenantContext = z.object({
  agency: z.object({ id: z.string(), name: z.string(), locked: z.boolean(), fake: z.boolean() }),
  role: z.enum(membershipRoles).nullable(),
  platformRole: z.enum(['support', 'admin', 'superAdmin']).nullable(),
  rights: z.array(z.string()),
  fakeFilter: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  scope: z.object({ customerId: z.string().nullable(), agentId: z.string().nullable() }),
});

/**
 * GET {agency}{scope}/context: how the server sees the caller in this agency (role, rights, fake filter, scope).
 * The web shell reads it on entering an agency; it answers the same 404/402/403 as any tenant route.
 */
export const tenancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/context', { schema: { tags: ['agence'], response: { 200: zTenantContext } } }, async (request) => {
    const { agency, actor, fakeFilter, scope } = tenantOf(request);
    return {
      agency: { id: agency.id, name: agency.name, locked: agency.locked, fake: agency.fake },
      role: actor.role,
      platformRole: actor.platformRole,
      rights: [...actor.rights],
      fakeFilter,
      scope,
    };
  });
};
