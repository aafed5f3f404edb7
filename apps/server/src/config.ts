import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  isTileUrl,
  type MapTiles,
} from '@securite/domain/maps/map-tiles';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PGLITE_FSYNC: bool.default(false),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sécurité Plateforme <no-reply@securite.local>'),
  PUBLIC_URL: z.string().optional(),
  TRUST_PROXY: z.string().trim().min(1).default('loopback,linklocal,uniquelocal'),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(10).default(900),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 24 * 30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_MB: z.coerce.number().positive().default(20),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: bool.default(true),
  JOBS: bool.default(true),
  JOB_LOCK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  MAIL_VIEWER: bool.optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.union([z.literal(''), z.url()]).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  DEADMAN_DELAY_SECONDS: z.coerce.number().int().min(5).optional(),
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || v === 'off' || isTileUrl(v), {
      message: 'adresse http(s) des tuiles avec {z}, {x} et {y}, ou « off »',
    })
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().trim().optional(),
  GEOCODER: z.enum(['on', 'off']).default('on'),
  GEOCODER_URL: z.url().default('https://data.geopf.fr/geocodage'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.union([z.literal(''), z.url()]).optional(),
  PAYMENT_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  PLATFORM_BANK_HOLDER: z.string().default('Sécurité Plateforme SAS'),
  PLATFORM_IBAN: z.string().default('FR76 3000 4000 0312 3456 7890 143'),
  PLATFORM_BIC: z.string().default('BNPAFRPPXXX'),
  PUSH: z.enum(['on', 'off']).default('on'),
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z.string().trim().optional(),
  PUSH_CA_FILE: z.string().trim().optional(),
  PUSH_HOSTS: z.string().trim().optional(),
  EINVOICING_PA_URL: z.string().trim().optional(),
  EINVOICING_PA_TOKEN_URL: z.string().trim().optional(),
  EINVOICING_PA_CLIENT_ID: z.string().trim().optional(),
  EINVOICING_PA_CLIENT_SECRET: z.string().optional(),
  EINVOICING_PA_FORMAT: z.enum(['facturx', 'cii', 'ubl']).default('facturx'),
  EINVOICING_SECRET_KEY: z.string().optional(),
});

/**
 * E-invoicing (issue 31): the approved platform of every agency that has not set its own (all three of its address,
 * client id and secret, else none), and the key of the agencies' platform secrets when kept outside the database.
 */
export interface EinvoicingConfig {
  platform: {
    baseUrl: string;
    tokenUrl: string | null;
    clientId: string;
    clientSecret: string;
    format: 'facturx' | 'cii' | 'ubl';
  } | null;
  secretKey: string | null;
}

/**
 * Web Push (issue 30): VAPID keys from the environment, else generated once and kept in the database (like the JWT
 * secret); `subject` is the contact the push services may write to; `ca`, an extra certificate authority trusted for
 * the push services (a private push service, the tests' double).
 */
export interface PushConfig {
  enabled: boolean;
  publicKey: string | null;
  privateKey: string | null;
  subject: string;
  ca: string | null;
  /**
   * The push services a subscription may point at (a host or a parent domain): the browsers' own by default, so that
   * a device's token cannot make the server post to any address (PUSH_HOSTS, comma-separated, replaces the list).
   */
  hosts: string[];
}

/** The push services of Chrome/Edge/Opera (FCM), Firefox (Mozilla autopush), Safari (Apple) and Windows (WNS). */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/** The sender's address of MAIL_FROM (« Name <x@y> » or « x@y ») as a mailto: subject. */
function vapidSubjectOf(subject: string | undefined, mailFrom: string): string {
  if (subject) return subject;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

/** S3-compatible object storage for files; without it files stay on disk under DATA_DIR/files. */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  /** Without keys the SDK's usual credential chain applies (environment, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * The national address geocoder (BAN, through the Géoplateforme): `url` is the base of its `/search` and `/reverse`
 * endpoints, null when GEOCODER=off. Unreachable or off, addresses are searched in the server's commune table.
 */
export interface GeocoderConfig {
  url: string | null;
  timeoutMs: number;
  /** After a failure the geocoder is left alone this long: no retry storm on a service that is down. */
  backoffMs: number;
}

/**
 * Stripe, when its secret key is set: the official SDK calls `apiBase` when given (a local test server), else
 * api.stripe.com. Without a key the platform's payments are recorded by hand (bank transfer).
 */
export interface StripeConfig {
  secretKey: string;
  /** Verifies the signature of the webhook's deliveries; without it the webhook refuses every call. */
  webhookSecret: string | null;
  apiBase: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

export interface PaymentsConfig {
  stripe: StripeConfig | null;
  /** Days an agency keeps its access after a failed payment. */
  graceDays: number;
  /** The platform's bank account, printed on its invoices and given for transfers. */
  bankTransfer: { holder: string; iban: string; bic: string };
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  pgliteFsync: boolean;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  /**
   * Whose X-Forwarded-For to believe (Fastify's trustProxy): the client address of a request (login throttling,
   * logs) comes from it. By default only proxies on this machine or a private network: a client reaching the
   * server directly cannot choose its address.
   */
  trustProxy: boolean | string;
  jwtSecret?: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  logLevel: string;
  bodyLimit: number;
  webDist: string;
  seedDemo: boolean;
  jobs: boolean;
  /** How long a job claimed by a process that died stays locked before another process takes it again. */
  jobLockTimeoutSeconds: number;
  mailViewer: boolean;
  /** Where uploaded files go on disk when no S3 bucket is configured. */
  filesDir: string;
  s3?: S3Config;
  /**
   * The dead-man alarm's delay instead of the agency's frequency + 2 min: for demonstrations and end-to-end tests,
   * which cannot wait the 7 minutes of the shortest frequency.
   */
  deadmanDelayMs?: number;
  geocoder: GeocoderConfig;
  /** The maps' background: the tiles' address (null: plain background, markers only) and their credit. */
  mapTiles: MapTiles;
  payments: PaymentsConfig;
  push: PushConfig;
  einvoicing: EinvoicingConfig;
};

function apiBaseOf(url: string | undefined): StripeConfig['apiBase'] {
  if (!url) return null;
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: Number(parsed.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/** MAP_TILE_URL: OpenStreetMap when unset, none when '' or 'off'; the credit is OpenStreetMap's for its tiles. */
function mapTilesOf(url: string | undefined, attribution: string | undefined): MapTiles {
  if (url === undefined) return { url: DEFAULT_MAP_TILE_URL, attribution: attribution || DEFAULT_MAP_TILE_ATTRIBUTION };
  if (url === '' || url === 'off') return { url: null, attribution: '' };
  return { url, attribution: attribution ?? '' };
}

/** TRUST_PROXY: true or false, or the proxies' addresses, networks and proxy-addr names (loopback…), comma-separated. */
function trustProxyOf(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

/** Reads and validates the environment once into a typed config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuration invalide :\n${lines}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    pgliteFsync: e.PGLITE_FSYNC,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    jwtSecret: e.JWT_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    logLevel: e.LOG_LEVEL,
    bodyLimit: Math.round(e.BODY_LIMIT_MB * 1024 * 1024),
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    seedDemo: e.SEED_DEMO,
    jobs: e.JOBS,
    jobLockTimeoutSeconds: e.JOB_LOCK_TIMEOUT_SECONDS,
    // Never on by default in production: the viewer shows reset links to anyone.
    mailViewer: e.MAIL_VIEWER ?? (!e.SMTP_URL && e.NODE_ENV !== 'production'),
    filesDir: path.join(path.resolve(e.DATA_DIR), 'files'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT || undefined,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    deadmanDelayMs: e.DEADMAN_DELAY_SECONDS === undefined ? undefined : e.DEADMAN_DELAY_SECONDS * 1000,
    mapTiles: mapTilesOf(e.MAP_TILE_URL, e.MAP_TILE_ATTRIBUTION),
    geocoder: {
      url: e.GEOCODER === 'off' ? null : e.GEOCODER_URL.replace(/\/+$/, ''),
      timeoutMs: e.GEOCODER_TIMEOUT_MS,
      backoffMs: 60_000,
    },
    payments: {
      stripe: e.STRIPE_SECRET_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET || null,
            apiBase: apiBaseOf(e.STRIPE_API_BASE || undefined),
          }
        : null,
      graceDays: e.PAYMENT_GRACE_DAYS,
      bankTransfer: { holder: e.PLATFORM_BANK_HOLDER, iban: e.PLATFORM_IBAN, bic: e.PLATFORM_BIC },
    },
    push: {
      enabled: e.PUSH === 'on',
      publicKey: e.VAPID_PUBLIC_KEY || null,
      privateKey: e.VAPID_PRIVATE_KEY || null,
      subject: vapidSubjectOf(e.VAPID_SUBJECT, e.MAIL_FROM),
      ca: e.PUSH_CA_FILE ? fs.readFileSync(e.PUSH_CA_FILE, 'utf8') : null,
      hosts: e.PUSH_HOSTS
        ? e.PUSH_HOSTS.split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean)
        : DEFAULT_PUSH_HOSTS,
    },
    einvoicing: {
      platform:
        e.EINVOICING_PA_URL && e.EINVOICING_PA_CLIENT_ID && e.EINVOICING_PA_CLIENT_SECRET
          ? {
              baseUrl: e.EINVOICING_PA_URL,
              tokenUrl: e.EINVOICING_PA_TOKEN_URL || null,
              clientId: e.EINVOICING_PA_CLIENT_ID,
              clientSecret: e.EINVOICING_PA_CLIENT_SECRET,
              format: e.EINVOICING_PA_FORMAT,
            }
          : null,
      secretKey: e.EINVOICING_SECRET_KEY || null,
    },
  };
}

/** A config for tests: in-memory database, silent logs, no background loops unless asked. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS: 'false' }),
    databaseUrl: process.env.DATABASE_URL || undefined,
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    // Uploaded files of a test app go to a folder of its own, removed when the app closes.
    filesDir: path.join(os.tmpdir(), `securite-test-files-${randomUUID()}`),
    s3: undefined,
    // Tests never call the internet: those of the geocoder point it at a server of their own.
    geocoder: { url: null, timeoutMs: 500, backoffMs: 60_000 },
    ...overrides,
  };
}
