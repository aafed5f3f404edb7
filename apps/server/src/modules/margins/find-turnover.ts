import { monthsOf, resolvePeriod, type Turnover, type TurnoverRequest } from '@securite/domain/margins/margin-schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import type { AppContext } from '../../context.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findMonthlyAmounts } from './invoiced-amounts.ts';

/**
 * POST {agency}/fetch/turnover: the turnover of each month of the period (validated invoices minus credit notes,
 * excl. and incl. tax, by invoice date), every month listed even when empty. Default filter: 'year'.
 */
export async function findTurnover(
  ctx: AppContext,
  tenant: TenantContext,
  request: TurnoverRequest,
): Promise<Turnover> {
  const period = resolvePeriod(request.filters, todayIn(tenant.agency.timezone), 'year');
  const amounts = await findMonthlyAmounts(ctx.db, tenant.agency.id, tenant.fakeFilter, period);
  const data = monthsOf(period).map((month) => {
    const of = (type: string) => amounts.find((row) => row.month === month && row.type === type);
    const invoiced = of('invoice');
    const credited = of('creditNote');
    return {
      month,
      invoicedExclTaxCents: invoiced?.exclTax ?? 0,
      creditedExclTaxCents: credited?.exclTax ?? 0,
      turnoverExclTaxCents: (invoiced?.exclTax ?? 0) - (credited?.exclTax ?? 0),
      turnoverInclTaxCents: (invoiced?.inclTax ?? 0) - (credited?.inclTax ?? 0),
    };
  });
  const sum = (key: keyof (typeof data)[number]) => data.reduce((total, row) => total + Number(row[key]), 0);
  return {
    from: period.from,
    to: period.to,
    data,
    totals: {
      invoicedExclTaxCents: sum('invoicedExclTaxCents'),
      creditedExclTaxCents: sum('creditedExclTaxCents'),
      turnoverExclTaxCents: sum('turnoverExclTaxCents'),
      turnoverInclTaxCents: sum('turnoverInclTaxCents'),
    },
  };
}
