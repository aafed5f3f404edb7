import {
  zCustomerRequest,
  zCustomerRequestCreate,
  zCustomerRequestFetchRequest,
  zCustomerRequestPage,
  zCustomerRequestStatus,
  zCustomerRequestStatusChange,
  zCustomerRequestUnread,
} from '@securite/domain/customers/customer-request-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { changeCustomerRequestStatus } from './change-customer-request-status.ts';
import { createCustomerRequest } from './create-customer-request.ts';
import { countUnreadCustomerRequests, findCustomerRequests } from './find-customer-requests.ts';
import { deleteCustomerRequest, getCustomerRequest } from './get-customer-request.ts';

const tags = ['demandes clients'];
const zId = z.object({ id: z.uuid() });

/**
 * Customer requests (demandes clients), under {agency} and the customer scope: staff holding a customer request
 * right handle the agency's; customer users their company's. Agents get 403.
 */
export const customerRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/customer-request',
    { schema: { tags, body: zCustomerRequestCreate, response: { 200: zCustomerRequest } } },
    async (request) => createCustomerRequest(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/customer-request/:status',
    {
      config: { rights: ['customerRequests.edit'] },
      schema: {
        tags,
        params: z.object({ status: zCustomerRequestStatus }),
        body: zCustomerRequestStatusChange,
        response: { 200: zCustomerRequest },
      },
    },
    async (request) => changeCustomerRequestStatus(ctx, tenantOf(request), request.params.status, request.body),
  );
  app.get(
    '/customer-request/:id',
    { schema: { tags, params: zId, response: { 200: zCustomerRequest } } },
    async (request) => getCustomerRequest(ctx, tenantOf(request), request.params.id),
  );
  app.delete(
    '/customer-request/:id',
    { schema: { tags, params: zId, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCustomerRequest(ctx, tenantOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/fetch/customer-requests',
    { schema: { tags, body: zCustomerRequestFetchRequest, response: { 200: zCustomerRequestPage } } },
    async (request) => findCustomerRequests(ctx, tenantOf(request), request.body),
  );
  app.get(
    '/customer-requests/unread',
    { schema: { tags, response: { 200: zCustomerRequestUnread } } },
    async (request) => countUnreadCustomerRequests(ctx, tenantOf(request)),
  );
};
