import type { Right } from '@securite/domain/auth/rights';
import {
  zFetchStockActions,
  zFetchStockAssignments,
  zFetchStockReferences,
  zGeneratedReference,
  zGenerateReference,
  zHeldStock,
  zQrExport,
  zStockActionPage,
  zStockActionSave,
  zStockAssignmentPage,
  zStockAssignmentSave,
  zStockReference,
  zStockReferencePage,
  zStockReferenceSave,
  zStockReturn,
  zStockUpdate,
} from '@securite/domain/stock/stock-schemas';
import { zStockSettings } from '@securite/domain/stock/stock-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile, zFile } from '../../http/send-file.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { assignStock } from './assign-stock.ts';
import { deleteStockReference } from './delete-stock-reference.ts';
import { findAgentStock, findSiteStock } from './find-held-stock.ts';
import { findStockActions } from './find-stock-actions.ts';
import { findStockAssignments } from './find-stock-assignments.ts';
import { findStockReferences } from './find-stock-references.ts';
import { generateReference } from './generate-reference.ts';
import { recordStockAction } from './record-stock-action.ts';
import { renderQrCodes } from './render-qr-codes.ts';
import { returnStock } from './return-stock.ts';
import { saveStockReference } from './save-stock-reference.ts';
import { stockReadRights } from './stock-rights.ts';
import { getStockSettings, saveStockSettings } from './stock-settings.ts';

const tags = ['stock'];
const zId = z.object({ id: z.uuid() });
const referenceRights: Right[] = ['stockReferences.create', 'stockReferences.edit'];
const staff = ['staff' as const];

/** Stock (spec 001 section 7): catalogue, codes, QR labels, assignments, movements and the setting. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const read = { members: staff, rights: stockReadRights };
  app.post(
    '/fetch/stock-references',
    { config: read, schema: { tags, body: zFetchStockReferences, response: { 200: zStockReferencePage } } },
    async (request) => findStockReferences(ctx, tenantOf(request).agency.id, request.body),
  );
  app.post(
    '/stock-reference',
    {
      config: { members: staff, rights: referenceRights },
      schema: { tags, body: zStockReferenceSave, response: { 200: zStockReference } },
    },
    async (request) => saveStockReference(ctx, tenantOf(request), request.body),
  );
  app.delete(
    '/stock-reference/:id',
    {
      config: { members: staff, rights: ['stockReferences.edit'] },
      schema: { tags, params: zId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteStockReference(ctx, tenantOf(request).agency.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/generate/reference',
    {
      config: { members: staff, rights: referenceRights },
      schema: { tags, body: zGenerateReference, response: { 200: zGeneratedReference } },
    },
    async (request) => ({
      reference: await generateReference(ctx.db, tenantOf(request).agency.id, request.body.title),
    }),
  );
  app.post(
    '/generate/qr-codes',
    { config: read, schema: { tags, body: zQrExport, response: { 200: zFile } } },
    async (request, reply) => {
      const body = await renderQrCodes(ctx, tenantOf(request).agency.id, request.body);
      return sendFile(reply, { body, contentType: 'application/pdf', filename: 'etiquettes-qr.pdf' }, 'attachment');
    },
  );
  app.post(
    '/stock-assignment',
    {
      config: { members: staff, rights: ['stockAssignments.create'] },
      schema: { tags, body: zStockAssignmentSave, response: { 200: zStockUpdate } },
    },
    async (request) => assignStock(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/stock-assignment/:id/return',
    {
      config: { members: staff, rights: ['stockAssignments.edit'] },
      schema: { tags, params: zId, body: zStockReturn, response: { 200: zStockUpdate } },
    },
    async (request) => returnStock(ctx, tenantOf(request), request.params.id, request.body),
  );
  app.post(
    '/stock-action',
    {
      config: { members: staff, rights: ['stockReferences.edit'] },
      schema: { tags, body: zStockActionSave, response: { 200: zStockUpdate } },
    },
    async (request) => recordStockAction(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/fetch/stock-actions',
    { config: read, schema: { tags, body: zFetchStockActions, response: { 200: zStockActionPage } } },
    async (request) => findStockActions(ctx, tenantOf(request).agency.id, request.body),
  );
  app.get(
    '/site/:id/stock-assignments',
    { config: { members: ['staff', 'customer'] }, schema: { tags, params: zId, response: { 200: zHeldStock } } },
    async (request) => findSiteStock(ctx, tenantOf(request), request.params.id),
  );
  app.get(
    '/settings/stock',
    { schema: { tags: ['paramètres agence'], response: { 200: zStockSettings } } },
    async (request) => getStockSettings(tenantOf(request).agency),
  );
  app.put(
    '/settings/stock',
    {
      config: { members: staff, rights: ['agencySettings.edit'] },
      schema: { tags: ['paramètres agence'], body: zStockSettings, response: { 200: zStockSettings } },
    },
    async (request) => saveStockSettings(ctx, tenantOf(request).agency.id, request.body),
  );
};

/** The assignments of a customer's sites (customerStocks), under the agency and its customer scope. */
export const customerStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/fetch/stock-assignments',
    {
      config: { members: ['staff', 'customer'] },
      schema: { tags, body: zFetchStockAssignments, response: { 200: zStockAssignmentPage } },
    },
    async (request) => findStockAssignments(ctx, tenantOf(request), request.body),
  );
};

/** What an agent holds, under /api/agency/{agencyId}/agent/{agentId}: the agent and staff who read agents or stock. */
export const agentStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/stock-assignments',
    { config: { members: ['staff', 'agent'] }, schema: { tags, response: { 200: zHeldStock } } },
    async (request) => findAgentStock(ctx, tenantOf(request)),
  );
};
