import { zExportSettings, zExportSettingsUpdate } from '@securite/domain/payroll/export-settings';
import { zExportParams, zExportRequest, zPayroll, zPayrollRequest } from '@securite/domain/payroll/payroll-schemas';
import {
  zSalaryElement,
  zSalaryElementAgents,
  zSalaryElementFetchRequest,
  zSalaryElementPage,
  zSalaryElementRequest,
} from '@securite/domain/payroll/salary-elements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile, zFile } from '../../http/send-file.ts';
import { tenantOf } from '../../http/tenancy.ts';
import { deleteSalaryElement } from './delete-salary-element.ts';
import { exportFile } from './export-file.ts';
import { getExportSettings, updateExportSettings } from './export-settings.ts';
import { findPayroll } from './find-payroll.ts';
import { findSalaryElementAgents } from './find-salary-element-agents.ts';
import { findSalaryElements } from './find-salary-elements.ts';
import { saveSalaryElement } from './save-salary-element.ts';

const tags = ['paie'];
const salaryRights = { rights: ['salaryElements.create' as const, 'salaryElements.edit' as const] };

/** Salary elements (rights salaryElements.create/edit), the payroll preview and the exports (right exports.view). */
export const payrollRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/fetch/salary-elements',
    { config: salaryRights, schema: { tags, body: zSalaryElementFetchRequest, response: { 200: zSalaryElementPage } } },
    async (request) => findSalaryElements(ctx, tenantOf(request), request.body),
  );
  app.get(
    '/salary-elements/agents',
    { config: salaryRights, schema: { tags, response: { 200: zSalaryElementAgents } } },
    async (request) => findSalaryElementAgents(ctx, tenantOf(request)),
  );
  app.post(
    '/salary-element',
    { config: salaryRights, schema: { tags, body: zSalaryElementRequest, response: { 200: zSalaryElement } } },
    async (request) => saveSalaryElement(ctx, tenantOf(request), request.body),
  );
  app.delete(
    '/salary-element/:id',
    {
      config: { rights: ['salaryElements.edit'] },
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteSalaryElement(ctx, tenantOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/fetch/payroll',
    { config: { rights: ['exports.view'] }, schema: { tags, body: zPayrollRequest, response: { 200: zPayroll } } },
    async (request) => findPayroll(ctx, tenantOf(request), request.body),
  );
  app.post(
    '/export/:type',
    {
      config: { rights: ['exports.view'] },
      schema: { tags, params: zExportParams, body: zExportRequest, response: { 200: zFile } },
    },
    async (request, reply) => {
      const file = await exportFile(ctx, tenantOf(request), request.params.type, request.body);
      return sendFile(reply, file, 'attachment');
    },
  );
  app.get(
    '/settings/export',
    {
      config: { rights: ['agencySettings.edit', 'exports.view'] },
      schema: { tags, response: { 200: zExportSettings } },
    },
    async (request) => getExportSettings(ctx.db, tenantOf(request).agency.id),
  );
  app.put(
    '/settings/export',
    {
      config: { rights: ['agencySettings.edit'] },
      schema: { tags, body: zExportSettingsUpdate, response: { 200: zExportSettings } },
    },
    async (request) => updateExportSettings(ctx, tenantOf(request).agency.id, request.body),
  );
};
