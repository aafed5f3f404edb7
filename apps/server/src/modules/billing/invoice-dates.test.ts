import { addDays, todayIn } from '@securite/domain/time/calendar-day';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildBillingAgency, call, sampleLines } from '../../testing/billing-kit.ts';
import { pdfPagesText } from '../../testing/pdf-pages-text.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof buildBillingAgency>>;

beforeAll(async () => {
  a = await buildBillingAgency(t);
});
afterEach(() => {
  vi.useRealTimers();
});

const save = (body: Record<string, unknown>) =>
  call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
    customerId: a.customer.id,
    lines: sampleLines,
    ...body,
  });

describe('due dates within Code de commerce L441-10', () => {
  it('refuses a due date past 60 days, with the rule, on save and at validation', async () => {
    const tooFar = await save({ date: '2026-11-02', dueDate: '2027-01-02' });
    expect(tooFar.statusCode).toBe(400);
    const message = JSON.stringify(tooFar.json());
    expect(message).toContain('Échéance trop lointaine : au plus tard le 01/01/2027');
    expect(message).toContain('ne peut dépasser soixante jours à compter de la date d’émission de la facture');
    expect((await save({ date: '2026-11-02', dueDate: '2027-01-01' })).statusCode).toBe(200);

    // A draft dated later keeps its due date until validation dates it today: then it is too far.
    const today = todayIn('Europe/Paris');
    const later = await save({ date: addDays(today, 30), dueDate: addDays(today, 85) });
    expect(later.statusCode).toBe(200);
    const refused = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${later.json().id}/validate`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('article L441-10 du Code de commerce');
    const again = (await call(t.app, a.tokens.staff, 'GET', `${a.base}/invoice/${later.json().id}`)).json();
    expect(again).toMatchObject({ status: 'draft', number: null });
  }, 60_000);

  it('refuses a customer term past 60 days or 45 days end of month', async () => {
    const term = (settlementPeriod: string, settlementPeriodDays: number) =>
      call(t.app, a.tokens.owner, 'POST', `${a.base}/customer`, {
        name: `Délai ${settlementPeriod} ${settlementPeriodDays}`,
        customerInfos: { settlementPeriod, settlementPeriodDays },
      });
    const eom = await term('daysEndOfMonth', 50);
    expect(eom.statusCode).toBe(400);
    expect(JSON.stringify(eom.json())).toContain('au plus 45 jours fin de mois');
    expect((await term('daysEndOfMonth', 45)).statusCode).toBe(200);
    expect((await term('days', 61)).statusCode).toBe(400);
    expect((await term('days', 60)).statusCode).toBe(200);
    // Turning an existing 60-day term into « fin de mois » is refused too.
    const created = await term('days', 60);
    const edit = await call(t.app, a.tokens.owner, 'POST', `${a.base}/customer`, {
      id: created.json().id,
      name: 'Délai modifié',
      customerInfos: { settlementPeriod: 'daysEndOfMonth' },
    });
    expect(edit.statusCode).toBe(400);
  }, 60_000);
});

describe('accounting days in the agency’s time zone', () => {
  // 23:30 and 00:30 in Paris, in summer (UTC+2) and in winter (UTC+1).
  const cases = [
    { at: '2026-07-14T21:30:00Z', day: '2026-07-14' },
    { at: '2026-07-14T22:30:00Z', day: '2026-07-15' },
    { at: '2026-01-14T22:30:00Z', day: '2026-01-14' },
    { at: '2026-01-14T23:30:00Z', day: '2026-01-15' },
  ];

  it.each(cases)(
    'dates an invoice validated at $at on $day in the PDF, the list and the FEC',
    async ({ at, day }) => {
      const created = await save({ date: '2026-01-02', periodStart: '2026-01-01', periodEnd: '2026-01-01' });
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(at));
      const validated = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${created.json().id}/validate`);
      vi.useRealTimers();
      expect(validated.statusCode, validated.body).toBe(200);
      const doc = validated.json();
      expect(doc.date).toBe(day);
      const french = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
      const pdf = await call(t.app, a.tokens.staff, 'GET', `${a.base}/invoice/${doc.id}/pdf`);
      expect(pdfPagesText(pdf.rawPayload).flat()).toContain(`Date : ${french}`);

      const list = await call(t.app, a.tokens.staff, 'POST', `${a.base}/fetch/invoices`, {
        filters: { search: doc.number },
      });
      expect(list.json().data.map((d: { number: string; date: string }) => [d.number, d.date])).toEqual([
        [doc.number, day],
      ]);

      const fec = await call(t.app, a.tokens.owner, 'POST', `${a.base}/export/accounting`, {
        period: day.slice(0, 7),
        format: 'fec',
      });
      expect(fec.statusCode).toBe(200);
      const rows = fec.body
        .split('\r\n')
        .map((line) => line.split('\t'))
        .filter((row) => row[8] === doc.number);
      expect(rows.length).toBeGreaterThan(0);
      const compact = day.replaceAll('-', '');
      // EcritureDate (3), PieceDate (9) and ValidDate (15): the day of the validation, never the UTC one.
      for (const row of rows) expect([row[3], row[9], row[15]]).toEqual([compact, compact, compact]);
    },
    60_000,
  );
});
