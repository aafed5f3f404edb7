import { hoursInvoiceLines, type SpecialtyMinutes } from '@securite/domain/billing/hours-invoice';
import { billingMessages as bm } from '@securite/domain/billing/messages';
import type { CommercialDocument } from '@securite/domain/billing/schemas';
import {
  emptyPricingSplit,
  pricingCategories,
  readCountSaturday,
  splitPricingMinutes,
} from '@securite/domain/customers/pricing';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { monthPeriod, periodInstants, periodLabel } from '@securite/domain/hours/hour-period';
import { readPlanningSettings } from '@securite/domain/planning/planning-settings';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { todayIn } from '@securite/domain/time/calendar-day';
import { holidayRegionForZipcode, isPublicHoliday } from '@securite/domain/time/holidays';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findCustomerPricings } from '../customers/public.ts';
import {
  describeBilled,
  insertLineLinks,
  linksOfServices,
  lockCustomerBilling,
  splitBilled,
} from './billed-services.ts';
import { getBillingCustomer } from './billing-customer.ts';
import { getBillingSeller } from './billing-settings.ts';
import { assertCanWrite, visibleDocuments } from './document-access.ts';
import { invoiceFamily } from './document-families.ts';
import { selectDocument } from './present-document.ts';
import { insertDocument } from './write-lines.ts';

/**
 * POST {agency}/invoice/from-hours {customerId, month}: a draft invoice of the month's ended services on the
 * customer's sites, their real times (else planned) split into day, night, Sunday and holiday minutes as the hours
 * module counts them, priced with the customer's grid per specialty; reviewed before it is validated. Each line
 * remembers the services (and the span of each) it bills: time an invoice already bills is left out and named in
 * the answer's notice (« Déjà facturé : … »); nothing left to bill is refused (409).
 */
export async function createInvoiceFromHours(
  ctx: AppContext,
  tenant: TenantContext,
  input: { customerId: string; month: string },
): Promise<CommercialDocument> {
  assertCanWrite(tenant, 'invoices.create');
  const agencyId = tenant.agency.id;
  const timeZone = tenant.agency.timezone;
  const period = monthPeriod(`${input.month}-01`);
  const { start, end } = periodInstants(period, timeZone);
  return ctx.db.transaction(async (tx) => {
    const customer = await getBillingCustomer(tx, agencyId, input.customerId);
    if (!customer) throw notFound(bm.customerMissing);
    // One generation at a time per customer: two at once would both see the time unbilled.
    await lockCustomerBilling(tx, agencyId, customer.id);
    const { settings } = await getBillingSeller(tx, agencyId);
    const agencySettings = tenant.agency.settings as Record<string, unknown>;
    const { coefficients } = readPlanningSettings(agencySettings.planning);
    const countSaturday = readCountSaturday(agencySettings);
    const rows = await tx
      .select({
        id: services.id,
        startAt: sql<Date>`coalesce(${services.realStartAt}, ${services.startAt})`.mapWith(services.startAt),
        endAt: sql<Date>`coalesce(${services.realEndAt}, ${services.endAt})`.mapWith(services.endAt),
        specialty: services.specialty,
        zipcode: sql<string | null>`${sites.address}->>'zipcode'`,
      })
      .from(services)
      .innerJoin(sites, eq(sites.id, services.siteId))
      .where(
        and(
          inAgency(services, agencyId),
          inAgency(sites, agencyId),
          eq(sites.customerId, customer.id),
          eq(services.status, ServiceStatus.Ended),
          eq(services.isCircuit, false),
          isNull(services.deletedAt),
          lt(sql`coalesce(${services.realStartAt}, ${services.startAt})`, end),
          gt(sql`coalesce(${services.realEndAt}, ${services.endAt})`, start),
        ),
      );
    const agencyZip = tenant.agency.address?.zipcode ?? null;
    // Each service's time in the month, less what an invoice already bills (a credit note gives it back).
    const { unbilled, overlapping } = splitBilled(
      rows.map((row) => ({
        serviceId: row.id,
        span: { from: Math.max(+row.startAt, +start), to: Math.min(+row.endAt, +end) },
      })),
      await linksOfServices(
        tx,
        agencyId,
        rows.map((row) => row.id),
      ),
    );
    const partsOf = new Map(unbilled.map((u) => [u.serviceId, u.parts]));
    const minutes: SpecialtyMinutes[] = rows.flatMap((row) => {
      const region = holidayRegionForZipcode(row.zipcode || agencyZip);
      return (partsOf.get(row.id) ?? []).map((part) => ({
        specialty: row.specialty,
        source: row.id,
        split:
          part.to > part.from
            ? splitPricingMinutes(part.from, part.to, {
                timeZone,
                coefficients,
                countSaturday,
                isHoliday: (day) => isPublicHoliday(day, region),
              })
            : emptyPricingSplit(),
      }));
    });
    const worked = minutes.some((m) => pricingCategories.some((c) => m.split[c] >= 0.5));
    const already = overlapping.length > 0 ? describeBilled(overlapping) : null;
    if (!worked && already)
      throw new AppError(ErrorCode.Conflict, bm.allHoursBilled(periodLabel(period), already), {
        details: { alreadyBilled: already },
      });
    if (!worked) throw new AppError(ErrorCode.Unprocessable, bm.noHoursToBill(periodLabel(period)));
    const grids = await findCustomerPricings(tx, agencyId, customer.id);
    const { lines, unpriced, sources } = hoursInvoiceLines(minutes, grids, {
      vatRateBp: settings.defaultVatRateBp,
      periodLabel: periodLabel(period),
    });
    if (unpriced.length > 0) throw new AppError(ErrorCode.Unprocessable, bm.noPriceGrid(unpriced.join(', ')));
    const created = await insertDocument(
      tx,
      agencyId,
      'invoice',
      {
        customerId: customer.id,
        date: todayIn(timeZone),
        subject: `Prestations — ${periodLabel(period)}`,
        periodStart: period.from,
        periodEnd: period.to,
        lines,
        recipients: customer.invoiceRecipients,
        vatOnDebits: false,
      },
      { createdBy: tenant.actor.userId },
    );
    await insertLineLinks(
      tx,
      agencyId,
      created.id,
      created.lineIds,
      sources.map((ids) =>
        ids.flatMap((serviceId) => (partsOf.get(serviceId) ?? []).map((p) => ({ serviceId, ...p }))),
      ),
    );
    const saved = await selectDocument(tx, tenant.agency, visibleDocuments(tenant, invoiceFamily), created.id);
    if (!saved) throw notFound(bm.documentNotFound);
    return { ...saved, notice: already ? bm.alreadyBilled(already) : null };
  });
}
