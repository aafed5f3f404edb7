import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.ts';
import { serializeRequest } from './request-log.ts';

const MASK = '[masqué]';

/**
 * Fields that hold a secret wherever a log line carries them (request bodies, job payloads, a config logged by
 * mistake). pino's `*.name` reaches one level down; what hides deeper is caught by the line scrubber below.
 */
const secretKeys = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'refresh_token',
  'device_token',
  'access_token',
  'ticket',
  'confirmationToken',
  'signatureToken',
  'resetToken',
  'secret',
  'jwtSecret',
  'smtpUrl',
  'databaseUrl',
  'secretAccessKey',
  'stripeSecretKey',
  'webhookSecret',
  'authorization',
  'cookie',
];
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...secretKeys.flatMap((key) => [key, `*.${key}`]),
];

/** Environment variables whose value is a secret by their name (JWT_SECRET, SMTP_PASSWORD, STRIPE_SECRET_KEY…). */
const secretVariable = /SECRET|PASSWORD|PASSWD|TOKEN|PRIVATE|(^|_)KEY$|API_KEY|CREDENTIAL/i;

/** The password of a URL (SMTP_URL, DATABASE_URL…), when it has one. */
function urlPassword(value: string): string | null {
  try {
    const url = new URL(value);
    return url.password ? decodeURIComponent(url.password) : null;
  } catch {
    return null;
  }
}

/** The literal secrets of this process: from the config and from every secret-named or URL environment variable. */
export function knownSecrets(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  const values = new Set<string>();
  const add = (value: string | null | undefined) => {
    // Short values ("true", a port) would mask ordinary words; real secrets are longer.
    if (value && value.length >= 8) values.add(value);
  };
  add(config.jwtSecret);
  add(config.s3?.secretAccessKey);
  for (const url of [config.smtpUrl, config.databaseUrl]) if (url) add(urlPassword(url));
  for (const [name, value] of Object.entries(env)) {
    if (!value) continue;
    if (secretVariable.test(name)) add(value);
    if (value.includes('://')) add(urlPassword(value));
  }
  return [...values].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Shapes of secrets whatever their value: tokens, keys and the password of a URL. */
const secretPatterns: Array<[RegExp, string]> = [
  // A JSON Web Token (access tokens).
  [/eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g, MASK],
  [/(Bearer\s+)[^\s"',]+/gi, `$1${MASK}`],
  // The user and password of a URL (smtp://user:pass@host, postgres://…).
  [/([a-z][a-z0-9+.-]*:\/\/[^\s:/@"]*:)[^\s/@"]+@/gi, `$1${MASK}@`],
  // A refresh or device token: a row id and its signature.
  [/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.)[A-Za-z0-9_-]{16,}/gi, `$1${MASK}`],
  // Stripe keys and webhook secrets.
  [/\b(sk|rk|whsec)_(test_|live_)?[A-Za-z0-9]{8,}/g, MASK],
  // A token in a query string (SSE streams, links).
  [/([?&](access_token|ticket|token|refresh_token|password|signature)=)[^&\s"]+/gi, `$1${MASK}`],
  // An opaque token in a path (reset, invitation and signature links): 32 or more URL-safe characters in one
  // segment, which no id of the app is (ids are UUIDs with dashes every few characters).
  [
    /(\/)(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![A-Za-z0-9_-]))[A-Za-z0-9_-]{32,}/gi,
    `$1${MASK}`,
  ],
];

/** Removes every known secret and every token-shaped text from a log line, as written (JSON). */
export function secretScrubber(secrets: readonly string[]): (line: string) => string {
  // In a JSON line a secret appears escaped (quotes, backslashes): both forms are looked for.
  const forms = [...new Set(secrets.flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)]))];
  const literal = forms.length ? new RegExp(forms.map(escapeRegExp).join('|'), 'g') : null;
  return (line) => {
    let out = literal ? line.replace(literal, MASK) : line;
    for (const [pattern, replacement] of secretPatterns) out = out.replace(pattern, replacement);
    return out;
  };
}

/**
 * A database error's message names the query's parameters (personal data, hashes): they stay out of the logs.
 * Any value is accepted (a string, a number, null, a plain object): logging never throws.
 */
export function serializeError(error: unknown): unknown {
  const strip = (value: unknown) => (typeof value === 'string' ? value.replace(/\nparams: [\s\S]*$/, '') : value);
  if (typeof error === 'string') return strip(error);
  if (error === null || typeof error !== 'object') return error;
  try {
    const serialized = pino.stdSerializers.err(error as Error) as unknown;
    if (!serialized || typeof serialized !== 'object') return serialized;
    const copy = { ...(serialized as Record<string, unknown>) };
    if ('message' in copy) copy.message = strip(copy.message);
    if ('stack' in copy) copy.stack = strip(copy.stack);
    return copy;
  } catch {
    return String(error);
  }
}

/**
 * The server's logger: JSON lines, secret fields redacted, and every line scrubbed of the process's secrets
 * (JWT secret, SMTP and database passwords, storage and payment keys) and of anything shaped like a token.
 */
export function createLogger(config: Config, destination?: DestinationStream): Logger {
  const scrub = secretScrubber(knownSecrets(config));
  return pino(
    {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: MASK },
      serializers: { req: serializeRequest, err: serializeError },
      hooks: { streamWrite: scrub },
    },
    destination ?? pino.destination(1),
  );
}
