import type { Order } from '@securite/domain/shop/order-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/agent-kit.ts';
import { agentsLimitOf, billedAgency, body, buildCatalogue, platformStaff } from '../../testing/platform-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let admin: Caller;
let support: Caller;
let catalogue: Awaited<ReturnType<typeof buildCatalogue>>;
let a: Awaited<ReturnType<typeof billedAgency>>;
let b: Awaited<ReturnType<typeof billedAgency>>;

beforeAll(async () => {
  ({ admin, support } = await platformStaff(t));
  catalogue = await buildCatalogue(admin);
  a = await billedAgency(t);
  b = await billedAgency(t);
});

describe('shop administration (admin only)', () => {
  it('refuses support, agencies and anonymous callers', async () => {
    for (const who of [support, a.owner.api]) {
      expect((await who.post('/api/admin/fetch/subscription-articles', {})).statusCode).toBe(403);
      expect((await who.post('/api/admin/subscription-section', { title: 'X' })).statusCode).toBe(403);
      expect((await who.put(`/api/admin/subscription-operation-delivery/${catalogue.pack.id}/ship`)).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/fetch/subscription-orders' })).statusCode).toBe(401);
  });

  it('lists, reads and updates article types and articles', async () => {
    const types = body<{ data: Array<{ label: string; articles: number }> }>(
      await admin.post('/api/admin/fetch/subscription-article-types', {}),
    );
    expect(types.data).toContainEqual(expect.objectContaining({ label: 'Fiches', articles: 1 }));
    const renamed = await admin.patch('/api/admin/subscription-article-type', {
      id: catalogue.type.id,
      label: 'Packs',
    });
    expect(renamed.json()).toMatchObject({ label: 'Packs' });
    expect((await admin.patch('/api/admin/subscription-article-type', { label: 'Sans id' })).statusCode).toBe(400);
    const article = body<{ label: string; agentsCount: number; type: { label: string } }>(
      await admin.get(`/api/admin/subscription-article/${catalogue.pack.id}`),
    );
    expect(article).toMatchObject({ agentsCount: 5, type: { label: 'Packs' } });
    const invalid = await admin.post('/api/admin/subscription-article', { label: '', unitPriceCents: -5 });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toEqual(expect.arrayContaining(['label', 'unitPriceCents']));
    expect((await admin.get('/api/admin/subscription-article/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('keeps sections with their articles in order, duplicates and deletes them', async () => {
    const saved = await admin.post('/api/admin/subscription-section', {
      title: 'Fiches collaborateurs',
      highlight: true,
      position: 1,
      sectionArticles: [
        { articleId: catalogue.tags.id, position: 2 },
        { articleId: catalogue.pack.id, position: 1, featured: true },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const section = saved.json() as {
      id: string;
      sectionArticles: Array<{ featured: boolean; article: { id: string } }>;
    };
    expect(section.sectionArticles.map((l) => l.article.id)).toEqual([catalogue.pack.id, catalogue.tags.id]);
    const twice = await admin.post('/api/admin/subscription-section', {
      title: 'Doublon',
      sectionArticles: [{ articleId: catalogue.pack.id }, { articleId: catalogue.pack.id }],
    });
    expect(twice.statusCode).toBe(400);
    const copy = body<{ id: string; title: string; active: boolean; sectionArticles: unknown[] }>(
      await admin.post(`/api/admin/subscription-section/${section.id}/duplicate`),
    );
    expect(copy).toMatchObject({ title: 'Fiches collaborateurs (copie)', active: false });
    expect(copy.sectionArticles).toHaveLength(2);
    expect((await admin.delete(`/api/admin/subscription-section/${copy.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/subscription-section/${copy.id}`)).statusCode).toBe(404);
    // The agencies' shop shows the active sections only.
    const shop = body<{ data: Array<{ title: string }> }>(
      await a.owner.api.post(`${a.base}/fetch/subscription-sections`, {}),
    );
    expect(shop.data.map((s) => s.title)).toEqual(['Fiches collaborateurs']);
  });
});

describe('orders', () => {
  it('validates an admin order with the spec texts', async () => {
    const refused = await admin.post('/api/admin/subscription-order', { items: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({
      agencyId: 'Veuillez sélectionner une agence pour la commande.',
      items: 'La commande doit contenir au moins un article.',
    });
  });

  it('prices an admin order from the catalogue, its delivery fees and VAT, and ships it step by step', async () => {
    const response = await admin.post('/api/admin/subscription-order', {
      agencyId: a.agency.id,
      title: 'Matériel de ronde',
      items: [
        { articleId: catalogue.tags.id, quantity: 2 },
        { label: 'Formation', unitPriceCents: 10_000 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const order = response.json() as Order;
    expect(order).toMatchObject({
      operationState: 'draft',
      origin: 'admin',
      itemsTotalCents: 17_000,
      deliveryFeesCents: 890,
      totalCents: 17_890,
      vatCents: 3578,
      totalInclTaxCents: 21_468,
      billingAddress: { city: 'Paris' },
      payment: { status: 'none' },
    });
    expect(order.number).toMatch(/^CMD-\d{6}$/);
    const early = await admin.put(`/api/admin/subscription-operation-delivery/${order.id}/ship`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Une commande « Brouillon » ne peut pas être « expédier ».');
    const skipped = body<Order>(
      await admin.patch('/api/admin/subscription-order', { ...orderBody(order), paymentSkipped: true }),
    );
    expect(skipped).toMatchObject({ paymentSkipped: true, operationState: 'paid', payment: { status: 'skipped' } });
    for (const [action, state] of [
      ['prepare', 'preparing'],
      ['ship', 'shipped'],
      ['deliver', 'delivered'],
    ] as const) {
      const moved = await admin.put(`/api/admin/subscription-operation-delivery/${order.id}/${action}`);
      expect(moved.json()).toMatchObject({ operationState: state });
    }
    expect((await admin.patch('/api/admin/subscription-order', orderBody(order))).statusCode).toBe(409);
  });

  it('grants the records of a pack once when its payment is skipped', async () => {
    const before = await agentsLimitOf(t, b.agency.id);
    const order = body<Order>(
      await admin.post('/api/admin/subscription-order', {
        agencyId: b.agency.id,
        items: [{ articleId: catalogue.pack.id }],
        paymentSkipped: true,
      }),
    );
    expect(order).toMatchObject({ operationState: 'delivered', agentsCount: 5 });
    expect(await agentsLimitOf(t, b.agency.id)).toBe((before ?? 0) + 5);
  });

  it('keeps one cart per agency, from active articles only, and tracks the orders of the agency alone', async () => {
    const cart = body<Order>(
      await a.owner.api.post(`${a.base}/subscription/cart`, {
        items: [{ articleId: catalogue.pack.id, quantity: 2 }],
        origin: 'agent-limit',
      }),
    );
    expect(cart).toMatchObject({ operationState: 'cart', origin: 'agent-limit', agentsCount: 10, totalCents: 9990 });
    const replaced = body<Order>(
      await a.owner.api.post(`${a.base}/subscription/cart`, { items: [{ articleId: catalogue.pack.id }] }),
    );
    expect(replaced.id).toBe(cart.id);
    expect(replaced.totalCents).toBe(4995);
    const empty = await a.owner.api.post(`${a.base}/subscription/cart`, { items: [] });
    expect(empty.json().errors).toMatchObject({ items: 'La commande doit contenir au moins un article.' });
    await admin.patch('/api/admin/subscription-article', {
      id: catalogue.tags.id,
      label: 'Lot de 10 tags NFC',
      unitPriceCents: 3500,
      active: false,
    });
    const inactive = await a.owner.api.post(`${a.base}/subscription/cart`, {
      items: [{ articleId: catalogue.tags.id }],
    });
    expect(inactive.statusCode).toBe(400);
    // Without the payment right a staff member may look but not buy; an agent may not look.
    expect((await a.agent.api.post(`${a.base}/fetch/agency-article-orders`, {})).statusCode).toBe(403);
    // Carts are left out of the tracking; the admin's order for the agency is in it; another agency sees neither.
    const tracked = body<{ data: Order[] }>(await a.owner.api.post(`${a.base}/fetch/agency-article-orders`, {}));
    expect(tracked.data.map((o) => o.title)).toEqual(['Matériel de ronde']);
    expect((await b.owner.api.get(`${b.base}/subscription-order/${cart.id}`)).statusCode).toBe(404);
    expect((await a.owner.api.get(`${a.base}/subscription-order/${cart.id}`)).statusCode).toBe(200);
    const all = body<{ data: Order[] }>(
      await admin.post('/api/admin/fetch/subscription-orders', { filters: { agencyId: a.agency.id } }),
    );
    expect(all.data).toHaveLength(2);
  });
});

function orderBody(order: Order) {
  return {
    id: order.id,
    agencyId: order.agency.id,
    title: order.title,
    items: order.items.map((i) => ({
      articleId: i.articleId,
      label: i.label,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
    })),
  };
}
