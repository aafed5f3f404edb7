import { todayIn } from '@securite/domain/time/calendar-day';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../db/schema/tenancy.ts';
import { loginAs } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const t = useTestApp();
let base: string;

beforeAll(async () => {
  expect(await seedDemo(t.database.db)).toBe(true);
  const rows = await t.database.db.select().from(agencies);
  base = `/api/agency/${rows.find((r) => r.name === 'Sécurité Démo')?.id}`;
}, 60_000);

describe('demo payroll', () => {
  it('has salary elements this month, in the payroll preview, and a staff register with entry dates', async () => {
    const headers = (await loginAs(t.app, 'gerant@demo.test', DEMO_PASSWORD)).headers;
    const month = todayIn('Europe/Paris').slice(0, 7);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
    const elements = (await post(`${base}/fetch/salary-elements`, { filters: { month } })).json();
    expect(elements.total).toBe(5);
    const payroll = (await post(`${base}/fetch/payroll`, { month })).json();
    const withElements = payroll.rows.filter((r: { elements: unknown[] }) => r.elements.length > 0);
    expect(withElements).toHaveLength(4);
    const register = await post(`${base}/export/staff-register`, { month, format: 'xlsx' });
    expect(register.statusCode).toBe(200);
    // Every demo agent has the register's birth date and sex (columns 5 and 6, from row 4).
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(register.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Registre du personnel');
    const rows = [4, 5, 6, 7, 8, 9].map((n) => sheet?.getRow(n));
    const filled = rows.filter((row) => row?.getCell(2).value);
    expect(filled.length).toBeGreaterThanOrEqual(5);
    for (const row of filled) {
      expect(String(row?.getCell(5).value)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(['Femme', 'Homme']).toContain(row?.getCell(6).value);
    }
  });
});
