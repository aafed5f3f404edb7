// A client of an approved platform (PA) through the AFNOR XP Z12-013 API: an OAuth2 client-credentials token, the
// Flow service (submit a flow as multipart with its flowInfo, search flows, read a flow or download its file) and the
// Directory service (the directory line of a SIREN: where the buyer receives its invoices).
import { einvoicingMessages as m } from '@securite/domain/einvoicing/messages';

export interface PaConnection {
  baseUrl: string;
  /** Where the token is asked; `${baseUrl}/oauth/token` when empty. */
  tokenUrl: string | null;
  clientId: string;
  clientSecret: string;
}

export type FlowSyntax = 'Factur-X' | 'CII' | 'UBL' | 'CDAR' | 'FRR';

export interface FlowInfo {
  trackingId: string;
  name: string;
  flowSyntax: FlowSyntax;
  flowProfile?: 'Basic' | 'CIUS' | 'Extended-CTC-FR';
  processingRule?: 'B2B' | 'B2BInt' | 'B2C';
  sha256?: string;
}

export interface PaFlow {
  flowId?: string;
  trackingId?: string;
  flowType?: string;
  flowDirection?: 'In' | 'Out';
  flowSyntax?: string;
  submittedAt?: string;
  updatedAt?: string;
  acknowledgement?: {
    status: 'Pending' | 'Ok' | 'Error';
    details?: { level?: string; item?: string; reasonCode?: string; reasonMessage?: string }[];
  };
}

export interface FlowFilters {
  updatedAfter?: string;
  trackingId?: string;
  flowType?: string[];
  flowDirection?: ('In' | 'Out')[];
}

export interface DirectoryLine {
  addressingIdentifier?: string;
  siren?: string;
  siret?: string;
  platform?: { platformType?: string; platformStatus?: string };
}

/** A refusal or failure of the platform, with its HTTP status (0: not reached). */
export class PaError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 15_000;

export interface PaClient {
  token(): Promise<string>;
  healthcheck(): Promise<void>;
  submitFlow(info: FlowInfo, file: { bytes: Uint8Array; contentType: string }): Promise<PaFlow>;
  searchFlows(where: FlowFilters, limit?: number): Promise<PaFlow[]>;
  getFlow(flowId: string): Promise<PaFlow>;
  downloadFlow(flowId: string): Promise<string>;
  findDirectoryLine(siren: string): Promise<DirectoryLine | null>;
}

async function detailOf(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).slice(0, 500);
  try {
    const body = JSON.parse(text) as { errorMessage?: string; message?: string; detail?: string };
    return body.errorMessage ?? body.message ?? (typeof body.detail === 'string' ? body.detail : text);
  } catch {
    return text;
  }
}

export function createPaClient(connection: PaConnection, fetchImpl: typeof fetch = fetch): PaClient {
  const base = connection.baseUrl.replace(/\/+$/, '');
  let cached: { token: string; until: number } | null = null;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new PaError(m.unreachable(error instanceof Error ? error.message : String(error)), 0);
    }
  }

  async function token(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const response = await send(connection.tokenUrl || `${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: connection.clientId,
        client_secret: connection.clientSecret,
      }),
    });
    if (!response.ok) throw new PaError(m.tokenRefused(response.status), response.status);
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PaError(m.tokenRefused(response.status), response.status);
    cached = { token: body.access_token, until: Date.now() + Math.max(0, (body.expires_in ?? 300) - 30) * 1000 };
    return body.access_token;
  }

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await send(`${base}${path}`, {
      ...init,
      headers: { accept: 'application/json', ...init.headers, authorization: `Bearer ${await token()}` },
    });
    if (response.status === 401) cached = null;
    if (!response.ok) throw new PaError(m.paError(response.status, await detailOf(response)), response.status);
    return response;
  }

  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  return {
    token,
    async healthcheck() {
      await call('/flow/v1/healthcheck');
    },
    async submitFlow(info, file) {
      const form = new FormData();
      form.append('flowInfo', new Blob([JSON.stringify(info)], { type: 'application/json' }));
      form.append('file', new Blob([Buffer.from(file.bytes)], { type: file.contentType }), info.name);
      const response = await call('/flow/v1/flows', { method: 'POST', body: form });
      return (await response.json()) as PaFlow;
    },
    async searchFlows(where, limit = 100) {
      const response = await call('/flow/v1/flows/search', json({ limit, where }));
      return ((await response.json()) as { results?: PaFlow[] }).results ?? [];
    },
    async getFlow(flowId) {
      const response = await call(`/flow/v1/flows/${encodeURIComponent(flowId)}?docType=Metadata`);
      return (await response.json()) as PaFlow;
    },
    async downloadFlow(flowId) {
      const response = await call(`/flow/v1/flows/${encodeURIComponent(flowId)}?docType=Original`, {
        headers: { accept: 'application/xml' },
      });
      return response.text();
    },
    async findDirectoryLine(siren) {
      const response = await call(
        '/directory/v1/directory-line/search',
        json({ filters: { siren: { op: 'strict', value: siren } }, limit: 1 }),
      );
      return ((await response.json()) as { results?: DirectoryLine[] }).results?.[0] ?? null;
    },
  };
}
