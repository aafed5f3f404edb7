import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP server speaking the part of Stripe's API the platform calls (customers, payment methods, Checkout
 * sessions, payment links), so that the tests drive the real Stripe SDK through the payments adapter without a
 * Stripe account. It also builds webhook deliveries signed like Stripe's (stripe.webhooks.generateTestHeaderString)
 * and serves a tiny hosted page for Checkout (pay or cancel), as a browser would see it.
 */

type Json = Record<string, unknown>;

/** Reads Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1]!);
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

export interface FakeStripe {
  /** http://127.0.0.1:port, for STRIPE_API_BASE. */
  url: string;
  apiBase: { host: string; port: number; protocol: 'http' };
  customers: Map<string, Json>;
  paymentMethods: Map<string, Json>;
  sessions: Map<string, Json>;
  links: Map<string, Json>;
  /** Every request received, method and path (to check what the adapter called). */
  calls: string[];
  /** Gives a customer a card, as a completed setup page would. */
  addCard(customerId: string, card?: { brand?: string; last4?: string }): Json;
  /** Marks a Checkout session paid (or failed) and returns it. */
  payCheckout(sessionId: string, outcome?: 'paid' | 'failed'): Json;
  /** A webhook delivery signed with the secret: its body and its Stripe-Signature header. */
  signedEvent(
    type: string,
    object: Json,
    options?: { id?: string; secret?: string },
  ): { payload: string; signature: string; id: string };
  /** Where the hosted pages post the events they cause (the app's webhook URL), with its secret. */
  forwardTo(url: string, secret: string): void;
  close(): Promise<void>;
}

function stripeError(res: http.ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing', message } }));
}

function send(res: http.ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
}

function amountOf(lineItems: unknown): number {
  if (!Array.isArray(lineItems)) return 0;
  return lineItems.reduce((sum: number, item: Json) => {
    const price = (item.price_data ?? {}) as Json;
    return sum + Number(price.unit_amount ?? 0) * Number(item.quantity ?? 1);
  }, 0);
}

/** Starts the fake Stripe on an ephemeral port of 127.0.0.1. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const links = new Map<string, Json>();
  const calls: string[] = [];
  let forward: { url: string; secret: string } | null = null;

  const addCard = (customerId: string, card: { brand?: string; last4?: string } = {}) => {
    const pm = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      billing_details: { name: null },
      card: { brand: card.brand ?? 'visa', last4: card.last4 ?? '4242', exp_month: 12, exp_year: 2030 },
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      metadata: {},
    };
    paymentMethods.set(pm.id, pm);
    return pm;
  };

  const signedEvent = (type: string, object: Json, options: { id?: string; secret?: string } = {}) => {
    const eventId = options.id ?? id('evt');
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const secret = options.secret ?? forward?.secret ?? 'whsec_test';
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }), id: eventId };
  };

  const payCheckout = (sessionId: string, outcome: 'paid' | 'failed' = 'paid') => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`unknown session ${sessionId}`);
    if (session.mode === 'setup' && outcome === 'paid') addCard(String(session.customer));
    Object.assign(session, { status: 'complete', payment_status: outcome === 'paid' ? 'paid' : 'unpaid' });
    return session;
  };

  async function deliver(type: string, object: Json) {
    if (!forward) return;
    const event = signedEvent(type, object);
    await fetch(forward.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
  }

  const api = async (req: http.IncomingMessage, res: http.ServerResponse, body: Json, url: URL) => {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const customerId = /^\/v1\/customers\/([^/]+)$/.exec(path)?.[1];
    const detachId = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path)?.[1];
    const sessionId = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)?.[1];
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        invoice_settings: { default_payment_method: null },
        ...body,
      };
      customers.set(customer.id, customer);
      return send(res, customer);
    }
    if (customerId) {
      const customer = customers.get(customerId);
      if (!customer) return stripeError(res, 404, `No such customer: '${customerId}'`);
      if (method === 'POST') {
        const settings = (body.invoice_settings ?? {}) as Json;
        if (settings.default_payment_method !== undefined) {
          if (!paymentMethods.has(String(settings.default_payment_method))) {
            return stripeError(res, 400, `No such PaymentMethod: '${settings.default_payment_method}'`);
          }
          customer.invoice_settings = { default_payment_method: settings.default_payment_method };
        }
      }
      return send(res, customer);
    }
    if (method === 'GET' && path === '/v1/payment_methods') {
      const customer = url.searchParams.get('customer');
      const data = [...paymentMethods.values()].filter((pm) => pm.customer === customer);
      return send(res, { object: 'list', data, has_more: false, url: '/v1/payment_methods' });
    }
    if (method === 'POST' && detachId) {
      const pm = paymentMethods.get(detachId);
      if (!pm) return stripeError(res, 404, `No such PaymentMethod: '${detachId}'`);
      pm.customer = null;
      return send(res, pm);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const newId = id('cs');
      const session = {
        id: newId,
        object: 'checkout.session',
        mode: body.mode,
        customer: body.customer ?? null,
        status: 'open',
        payment_status: body.mode === 'setup' ? 'no_payment_required' : 'unpaid',
        amount_total: body.mode === 'setup' ? null : amountOf(body.line_items),
        currency: 'eur',
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: `${base}/pay/${newId}`,
      };
      sessions.set(newId, session);
      return send(res, session);
    }
    if (method === 'GET' && sessionId) {
      const session = sessions.get(sessionId);
      return session ? send(res, session) : stripeError(res, 404, `No such checkout.session: '${sessionId}'`);
    }
    if (method === 'POST' && path === '/v1/payment_links') {
      const link = { id: id('plink'), object: 'payment_link', active: true, metadata: body.metadata ?? {}, url: '' };
      link.url = `${base}/link/${link.id}`;
      links.set(link.id, { ...link, amount: amountOf(body.line_items) });
      return send(res, link);
    }
    return stripeError(res, 404, `Unrecognized request URL (${method}: ${path})`);
  };

  /** The hosted Checkout page: a form to pay (or record the card) and a link to cancel. */
  const page = async (req: http.IncomingMessage, res: http.ServerResponse, sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) return stripeError(res, 404, 'No such session');
    if (req.method === 'POST') {
      payCheckout(sessionId);
      await deliver('checkout.session.completed', session);
      const target = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId);
      res.writeHead(303, { location: target });
      return res.end();
    }
    const label =
      session.mode === 'setup' ? 'Enregistrer la carte' : `Payer ${(Number(session.amount_total) / 100).toFixed(2)} €`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Stripe (test)</title></head><body>
      <h1>Paiement de test</h1><form method="post"><button type="submit">${label}</button></form>
      <a href="${String(session.cancel_url)}">Annuler</a></body></html>`,
    );
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      calls.push(`${req.method} ${url.pathname}`);
      const raw = Buffer.concat(chunks).toString('utf8');
      const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
      const run = pay ? page(req, res, pay[1]!) : api(req, res, parseStripeForm(raw), url);
      run.catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    customers,
    paymentMethods,
    sessions,
    links,
    calls,
    addCard,
    payCheckout,
    signedEvent,
    forwardTo(url, secret) {
      forward = { url, secret };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
