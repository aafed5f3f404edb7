import { todayIn } from '@securite/domain/time/calendar-day';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBillingAgency, call, sampleLines } from '../../testing/billing-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildBillingAgency>>;
let b: Awaited<ReturnType<typeof buildBillingAgency>>;
// A validated invoice is dated the day of its validation: the tests export the current month (Paris), whatever it is.
const today = todayIn('Europe/Paris');
const month = today.slice(0, 7);
const year = Number(today.slice(0, 4));
const lastDay = new Date(Date.UTC(year, Number(today.slice(5, 7)), 0)).toISOString().slice(0, 10).replaceAll('-', '');

beforeAll(async () => {
  a = await buildBillingAgency(t);
  b = await buildBillingAgency(t);
  // This month: an invoice paid in part by cheque then in full, a credit note cancelling another, a draft left out.
  const create = async (date: string) =>
    (
      await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
        customerId: a.customer.id,
        date,
        lines: sampleLines,
      })
    ).json().id as string;
  const paid = await create('2026-11-02');
  await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${paid}/validate`);
  await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${paid}/partial-payments`, {
    date: today,
    amountCents: 100_000,
    method: 'cheque',
    note: 'Acompte',
  });
  await call(t.app, a.tokens.staff, 'PATCH', `${a.base}/invoice/${paid}/paid`);
  const cancelled = await create('2026-11-05');
  await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${cancelled}/validate`);
  const credit = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${cancelled}/credit-note`);
  await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${credit.json().id}/validate`);
  await create('2026-11-20');
  // Another agency's invoice never shows.
  const theirs = (
    await call(t.app, b.tokens.staff, 'POST', `${b.base}/invoice`, {
      customerId: b.customer.id,
      date: '2026-11-03',
      lines: sampleLines,
    })
  ).json().id;
  await call(t.app, b.tokens.staff, 'POST', `${b.base}/invoice/${theirs}/validate`);
});

const exportOf = (body: object, token = a.tokens.owner, base = a.base) =>
  call(t.app, token, 'POST', `${base}/export/accounting`, body);

const cents = (amount: string) => Math.round(Number(amount.replace(',', '.')) * 100);

describe('accounting export', () => {
  it('writes the month as a FEC file whose debits equal its credits', async () => {
    const res = await exportOf({ period: month, format: 'fec' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="832145676FEC${lastDay}.txt"`);
    const [header, ...rows] = res.body
      .replace(/\r\n$/, '')
      .split('\r\n')
      .map((line) => line.split('\t'));
    expect(header[0]).toBe('JournalCode');
    expect(rows.every((row) => row.length === 18)).toBe(true);
    const debit = rows.reduce((sum, row) => sum + cents(row[11]), 0);
    const credit = rows.reduce((sum, row) => sum + cents(row[12]), 0);
    expect(debit).toBe(credit);
    const pieces = [...new Set(rows.filter((row) => row[0] === 'VT').map((row) => row[8]))];
    expect(pieces.sort()).toEqual([`A-${year}-0001`, `F-${year}-0001`, `F-${year}-0002`]);
    // The cheque and the « Solde » in the bank journal, credited to the customer.
    const bank = rows.filter((row) => row[0] === 'BQ');
    expect(bank.filter((row) => row[4] === '512000').map((row) => row[11])).toEqual(['1000,00', '3298,66']);
  });

  it('gives the same lines as a spreadsheet, and an empty period as headers only', async () => {
    const xlsx = await exportOf({ period: String(year), format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="ecritures-comptables-${year}.xlsx"`);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const empty = await exportOf({ period: '2025-01', format: 'fec' });
    expect(empty.body.replace(/\r\n$/, '').split('\r\n')).toHaveLength(1);
  });

  it('refuses a bad period or format with a French message, and staff without the export right', async () => {
    const bad = await exportOf({ period: '2026-13', format: 'fec' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Choisissez un mois (AAAA-MM) ou une année (AAAA)');
    expect((await exportOf({ period: '2026-11', format: 'pdf' })).statusCode).toBe(400);
    expect((await exportOf({ period: '2026-11', format: 'fec' }, a.tokens.planner)).statusCode).toBe(403);
    expect((await exportOf({ period: '2026-11', format: 'fec' }, a.tokens.agent)).statusCode).toBe(403);
    expect((await exportOf({ period: '2026-11', format: 'fec' }, b.tokens.owner, a.base)).statusCode).toBe(404);
  });
});
