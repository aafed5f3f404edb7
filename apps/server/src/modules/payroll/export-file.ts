import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { payrollCsv } from '@securite/domain/payroll/payroll-csv';
import {
  type ExportRequest,
  type ExportType,
  exportFilename,
  exportMessages,
  exportTypeFormats,
} from '@securite/domain/payroll/payroll-schemas';
import type { AppContext } from '../../context.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findPayroll } from './find-payroll.ts';
import { loadStaffRegister } from './load-staff-register.ts';
import { renderPayrollXlsx } from './render-payroll-xlsx.ts';
import { renderStaffRegisterPdf, renderStaffRegisterXlsx } from './render-staff-register.ts';

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** POST {agency}/export/{type}: the month's payroll (CSV, spreadsheet) or the staff register (PDF, spreadsheet). */
export async function exportFile(
  ctx: AppContext,
  tenant: TenantContext,
  type: ExportType,
  request: ExportRequest,
): Promise<{ body: Buffer; contentType: string; filename: string }> {
  const { month, format } = request;
  if (!exportTypeFormats[type].includes(format)) {
    throw new AppError(ErrorCode.Unprocessable, exportMessages.formatRefused, {
      errors: { format: exportMessages.formatRefused },
    });
  }
  let body: Buffer;
  if (type === 'payroll') {
    const payroll = await findPayroll(ctx, tenant, { month });
    body =
      format === 'csv'
        ? Buffer.from(payrollCsv(payroll), 'utf8')
        : await renderPayrollXlsx(payroll, tenant.agency.name);
  } else {
    const register = await loadStaffRegister(ctx, tenant, month);
    body = format === 'pdf' ? await renderStaffRegisterPdf(register) : await renderStaffRegisterXlsx(register);
  }
  return { body, contentType: contentTypes[format], filename: exportFilename(type, month, format) };
}
