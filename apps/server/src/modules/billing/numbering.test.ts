import { describe, expect, it } from 'vitest';
import { buildBillingAgency, call, sampleLines } from '../../testing/billing-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

describe('invoice numbering', () => {
  it('gives 100 concurrent validations 100 consecutive numbers, without gap nor duplicate', async () => {
    const a = await buildBillingAgency(t);
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) {
      const created = await call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice`, {
        customerId: a.customer.id,
        date: '2026-11-02',
        lines: sampleLines.slice(0, 1),
      });
      ids.push(created.json().id);
    }
    const answers = await Promise.all(
      ids.map((id) => call(t.app, a.tokens.staff, 'POST', `${a.base}/invoice/${id}/validate`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const numbers = answers.map((r) => r.json().number as string).sort();
    const year = new Date().getFullYear();
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => `F-${year}-${String(i + 1).padStart(4, '0')}`));
  }, 120_000);
});
