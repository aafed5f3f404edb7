import type { Right } from '@securite/domain/auth/rights';
import {
  zDocumentEinvoicing,
  zEinvoicingSettings,
  zEinvoicingSettingsSave,
  zEinvoicingTest,
  zEinvoicingTestResult,
} from '@securite/domain/einvoicing/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../http/tenancy.ts';
import { getDocumentEinvoicing } from './get-document-einvoicing.ts';
import { getEinvoicingSettings } from './get-einvoicing-settings.ts';
import { retryDocument } from './retry-document.ts';
import { saveEinvoicingSettings } from './save-einvoicing-settings.ts';
import { testEinvoicingConnection } from './test-einvoicing-connection.ts';

const tags = ['facturation électronique'];
/** The settings are the billing's: whoever sees the billing reads them, whoever edits invoices changes them. */
const readRights: Right[] = ['billing.view', 'invoices.edit'];
const writeRights: Right[] = ['invoices.edit'];
const invoiceRights: Right[] = ['billing.view', 'invoices.create', 'invoices.edit'];

export const einvoicingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/settings/einvoicing',
    {
      config: { members: ['staff'], rights: readRights },
      schema: { tags, response: { 200: zEinvoicingSettings } },
    },
    async (request) => getEinvoicingSettings(ctx, tenantOf(request).agency.id),
  );
  app.put(
    '/settings/einvoicing',
    {
      config: { members: ['staff'], rights: writeRights },
      schema: { tags, body: zEinvoicingSettingsSave, response: { 200: zEinvoicingSettings } },
    },
    async (request) => saveEinvoicingSettings(ctx, tenantOf(request).agency.id, request.body),
  );
  app.post(
    '/settings/einvoicing/test',
    {
      config: { members: ['staff'], rights: writeRights },
      schema: { tags, body: zEinvoicingTest, response: { 200: zEinvoicingTestResult } },
    },
    async (request) => testEinvoicingConnection(ctx, tenantOf(request).agency.id, request.body),
  );
  app.get(
    '/invoice/:id/einvoicing',
    {
      config: { members: ['staff'], rights: invoiceRights },
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: zDocumentEinvoicing } },
    },
    async (request) => getDocumentEinvoicing(ctx, tenantOf(request).agency.id, request.params.id),
  );
  app.post(
    '/invoice/:id/einvoicing/retry',
    {
      config: { members: ['staff'], rights: writeRights },
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: zDocumentEinvoicing } },
    },
    async (request) => retryDocument(ctx, tenantOf(request).agency.id, request.params.id),
  );
};
