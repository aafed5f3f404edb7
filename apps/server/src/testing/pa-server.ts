import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildLifecycleCdar } from '@securite/domain/einvoicing/cdar';

/**
 * A local approved platform (PA) for the tests: the AFNOR XP Z12-013 Flow service (submit a flow as multipart with
 * its flowInfo, search flows, read or download one, healthcheck) and the Directory service's line search, behind
 * OAuth2 client credentials (POST /oauth/token). The test drives what a platform would do: acknowledge a flow (Ok
 * or Error with reasons), send a lifecycle status (a CDAR flow « In ») for an invoice, register a SIREN in the
 * directory, or lose its answer to a submission after keeping the flow (what a crash of the caller looks like).
 */

export interface PaFlowRecord {
  flowId: string;
  trackingId: string;
  name: string;
  flowSyntax: string;
  flowType: string;
  flowDirection: 'In' | 'Out';
  processingRule?: string;
  submittedAt: string;
  updatedAt: string;
  ack: {
    status: 'Pending' | 'Ok' | 'Error';
    details?: { level: string; item: string; reasonCode: string; reasonMessage: string }[];
  };
  contentType: string;
  body: Buffer;
  /** The XML of a text file (CII, CDAR), for the tests to read. */
  text: string;
}

export interface FakePa {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The flows the agencies submitted (direction Out), in order. */
  submitted(): PaFlowRecord[];
  /** Every request received, `METHOD /path` (the token requests included). */
  calls: string[];
  directory: Set<string>;
  acknowledge(flowId: string, status: 'Ok' | 'Error', reason?: { item: string; code: string; message: string }): void;
  /** A lifecycle status of an invoice (XP Z12-012 code), as the buyer's platform sends it back. */
  sendStatus(invoiceNumber: string, code: string, reason?: { code?: string; text?: string }): void;
  /** The next submission is kept, but its answer is lost (the connection dropped). */
  loseNextAnswer(): void;
  /** The next submission is kept, and its answer never comes (the caller waits until it dies). */
  hangNextAnswer(): void;
  /** A credentials pair that the token endpoint refuses from now on. */
  revoke(): void;
  close(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakePa(options: { clientId?: string; clientSecret?: string } = {}): Promise<FakePa> {
  const clientId = options.clientId ?? 'agence-test';
  const clientSecret = options.clientSecret ?? `secret-${randomUUID()}`;
  const tokens = new Set<string>();
  const flows: PaFlowRecord[] = [];
  const calls: string[] = [];
  const directory = new Set<string>();
  let revoked = false;
  let loseAnswer = false;
  let hangAnswer = false;
  // A clock of its own that always moves forward, so updatedAfter never misses nor repeats a flow.
  let clock = Date.now();
  const tick = () => {
    clock = Math.max(clock + 1, Date.now());
    return new Date(clock).toISOString();
  };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const present = (f: PaFlowRecord) => ({
    flowId: f.flowId,
    trackingId: f.trackingId,
    flowType: f.flowType,
    flowDirection: f.flowDirection,
    flowSyntax: f.flowSyntax,
    processingRule: f.processingRule,
    submittedAt: f.submittedAt,
    updatedAt: f.updatedAt,
    acknowledgement: { status: f.ack.status, details: f.ack.details },
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://pa.local');
    calls.push(`${req.method} ${url.pathname}`);
    const body = await readBody(req);
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const form = new URLSearchParams(body.toString('utf8'));
      const ok =
        !revoked &&
        form.get('grant_type') === 'client_credentials' &&
        form.get('client_id') === clientId &&
        form.get('client_secret') === clientSecret;
      if (!ok) return send(res, 401, { error: 'invalid_client' });
      const token = randomUUID();
      tokens.add(token);
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer))
      return send(res, 401, { errorCode: 'UNAUTHORIZED', errorMessage: 'Jeton absent ou invalide' });
    if (req.method === 'GET' && url.pathname === '/flow/v1/healthcheck') return send(res, 200, { status: 'ok' });
    if (req.method === 'POST' && url.pathname === '/flow/v1/flows') {
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      }).formData();
      const infoPart = form.get('flowInfo');
      const file = form.get('file');
      if (!infoPart || !file || typeof file === 'string')
        return send(res, 400, { errorCode: 'BAD_REQUEST', errorMessage: 'flowInfo et file sont requis' });
      const info = JSON.parse(typeof infoPart === 'string' ? infoPart : await infoPart.text()) as Record<
        string,
        string
      >;
      if (!info.flowSyntax) return send(res, 400, { errorCode: 'BAD_REQUEST', errorMessage: 'flowSyntax requis' });
      if (info.trackingId && flows.some((f) => f.trackingId === info.trackingId))
        return send(res, 422, { errorCode: 'AlreadyExistingFlow', errorMessage: 'Flux déjà reçu' });
      const bytes = Buffer.from(await file.arrayBuffer());
      const now = tick();
      const record: PaFlowRecord = {
        flowId: randomUUID(),
        trackingId: info.trackingId ?? '',
        name: info.name ?? file.name,
        flowSyntax: info.flowSyntax,
        flowType: info.flowSyntax === 'CDAR' ? 'CustomerInvoiceLC' : 'CustomerInvoice',
        flowDirection: 'Out',
        processingRule: info.processingRule,
        submittedAt: now,
        updatedAt: now,
        ack: { status: 'Pending' },
        contentType: file.type,
        body: bytes,
        text: file.type.includes('xml') ? bytes.toString('utf8') : '',
      };
      flows.push(record);
      if (loseAnswer) {
        loseAnswer = false;
        req.socket.destroy();
        return;
      }
      if (hangAnswer) {
        hangAnswer = false;
        return;
      }
      return send(res, 202, {
        flowId: record.flowId,
        trackingId: record.trackingId,
        name: record.name,
        flowSyntax: record.flowSyntax,
        submittedAt: record.submittedAt,
      });
    }
    if (req.method === 'POST' && url.pathname === '/flow/v1/flows/search') {
      const { where = {}, limit = 25 } = JSON.parse(body.toString('utf8') || '{}') as {
        where?: { trackingId?: string; updatedAfter?: string; flowType?: string[]; flowDirection?: string[] };
        limit?: number;
      };
      const results = flows
        .filter((f) => !where.trackingId || f.trackingId === where.trackingId)
        .filter((f) => !where.updatedAfter || f.updatedAt > where.updatedAfter)
        .filter((f) => !where.flowType || where.flowType.includes(f.flowType))
        .filter((f) => !where.flowDirection || where.flowDirection.includes(f.flowDirection))
        .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))
        .slice(0, limit)
        .map(present);
      return send(res, 200, { limit, filters: where, results });
    }
    const flowMatch = /^\/flow\/v1\/flows\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && flowMatch) {
      const flow = flows.find((f) => f.flowId === decodeURIComponent(flowMatch[1]!));
      if (!flow) return send(res, 404, { errorCode: 'NOT_FOUND', errorMessage: 'Flux inconnu' });
      if (url.searchParams.get('docType') === 'Original') {
        res.writeHead(200, { 'content-type': flow.contentType });
        return res.end(flow.body);
      }
      return send(res, 200, present(flow));
    }
    if (req.method === 'POST' && url.pathname === '/directory/v1/directory-line/search') {
      const { filters } = JSON.parse(body.toString('utf8') || '{}') as { filters?: { siren?: { value?: string } } };
      const siren = filters?.siren?.value ?? '';
      const results = directory.has(siren)
        ? [
            {
              addressingIdentifier: `${siren}_FACTURES`,
              siren,
              platform: { platformType: 'PA', platformStatus: 'Active' },
            },
          ]
        : [];
      return send(res, 200, { totalNumberOfResults: results.length, results });
    }
    return send(res, 404, { errorCode: 'NOT_FOUND', errorMessage: `${req.method} ${url.pathname}` });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { errorMessage: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    calls,
    directory,
    submitted: () => flows.filter((f) => f.flowDirection === 'Out'),
    acknowledge(flowId, status, reason) {
      const flow = flows.find((f) => f.flowId === flowId);
      if (!flow) throw new Error(`unknown flow ${flowId}`);
      flow.ack = {
        status,
        details: reason
          ? [{ level: 'Error', item: reason.item, reasonCode: reason.code, reasonMessage: reason.message }]
          : undefined,
      };
      flow.updatedAt = tick();
    },
    sendStatus(invoiceNumber, code, reason) {
      const now = tick();
      const xml = buildLifecycleCdar({
        id: randomUUID(),
        issuedOn: now.slice(0, 10),
        invoiceNumber,
        code,
        reasonCode: reason?.code,
        reason: reason?.text,
      });
      flows.push({
        flowId: randomUUID(),
        trackingId: randomUUID(),
        name: `${invoiceNumber}-${code}.xml`,
        flowSyntax: 'CDAR',
        flowType: 'CustomerInvoiceLC',
        flowDirection: 'In',
        submittedAt: now,
        updatedAt: now,
        ack: { status: 'Ok' },
        contentType: 'application/xml',
        body: Buffer.from(xml, 'utf8'),
        text: xml,
      });
    },
    loseNextAnswer() {
      loseAnswer = true;
    },
    hangNextAnswer() {
      hangAnswer = true;
    },
    revoke() {
      revoked = true;
      tokens.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
