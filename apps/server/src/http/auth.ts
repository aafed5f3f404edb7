import { webcrypto } from 'node:crypto';
import { type PlatformRole, platformRoleOf } from '@securite/domain/auth/roles';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { refreshTokens } from '../db/schema/auth.ts';
import { users } from '../db/schema/tenancy.ts';

export type UserRow = typeof users.$inferSelect;

/** The authenticated caller of a request. */
export interface AuthContext {
  user: UserRow;
  platformRole: PlatformRole | null;
  /** The refresh-token row this access token was issued with. */
  sessionId: string;
  familyId: string;
  /** Set when a platform admin or support acts as this user. */
  impersonatorId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface AccessClaims {
  sub: string;
  jti: string;
  fam: string;
  imp?: string;
  iat: number;
}

/** Signs an access token. Deterministic for the same claims, so a retried refresh can hand back the same pair. */
export async function signAccessToken(secret: Uint8Array, claims: AccessClaims, ttlSeconds: number): Promise<string> {
  const payload: Record<string, string> = { fam: claims.fam };
  if (claims.imp) payload.imp = claims.imp;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.iat + ttlSeconds)
    .sign(secret);
}

/** How long a stream ticket opens a stream: the time to open it, not the stream's life. */
export const STREAM_TICKET_TTL_SECONDS = 60;
/** The purpose claim of a stream ticket: it opens an event stream and nothing else. */
const STREAM_PURPOSE = 'stream';

/**
 * A stream ticket: EventSource cannot send headers, so an event stream is opened with `?ticket=`, never with the
 * bearer token in the URL (URLs end up in histories and proxy logs). It names the same session as the access token
 * it was asked with (a revoked session's tickets die with it), lives a minute, and is refused as a bearer token.
 */
export async function signStreamTicket(secret: Uint8Array, auth: AuthContext, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const payload: Record<string, string> = { fam: auth.familyId, pur: STREAM_PURPOSE };
  if (auth.impersonatorId) payload.imp = auth.impersonatorId;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(auth.user.id)
    .setJti(auth.sessionId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + STREAM_TICKET_TTL_SECONDS)
    .sign(secret);
}

const verifyKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/**
 * The secret as a verifying key, imported once: jose imports a raw secret again for every token, which cost more
 * than the check itself (0.19 ms of CPU a token, 0.05 with the key).
 */
function verifyKeyOf(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(secret, key);
  }
  return key;
}

/** How many verified tokens a process remembers (a phone draining its queue sends one token a thousand times). */
export const VERIFIED_TOKENS_KEPT = 10_000;
type Verified = { claims: AccessClaims; exp: number };
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, Verified>>();

/**
 * The claims of a token whose signature this process already checked, until the token expires: HMAC verification
 * gives the same verdict for the same bytes and key, so only the expiry is looked at again. The session itself is
 * still read on every request (revocation, a disabled user). Oldest first out when full.
 */
function rememberedClaims(secret: Uint8Array, key: string): AccessClaims | null {
  const kept = verifiedBySecret.get(secret);
  const known = kept?.get(key);
  if (!known) return null;
  if (known.exp * 1000 <= Date.now()) {
    kept?.delete(key);
    throw new AppError(ErrorCode.TokenExpired, messages.tokenExpired);
  }
  return known.claims;
}

function remember(secret: Uint8Array, key: string, verified: Verified): void {
  let kept = verifiedBySecret.get(secret);
  if (!kept) {
    kept = new Map();
    verifiedBySecret.set(secret, kept);
  }
  if (kept.size >= VERIFIED_TOKENS_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, verified);
}

async function verifyToken(secret: Uint8Array, token: string, purpose: string | null): Promise<AccessClaims> {
  const key = purpose === null ? token : `${purpose} ${token}`;
  const remembered = rememberedClaims(secret, key);
  if (remembered) return remembered;
  try {
    const { payload } = await jwtVerify(token, await verifyKeyOf(secret), { algorithms: ['HS256'] });
    if (!payload.sub || !payload.jti || typeof payload.fam !== 'string') throw new Error('claims');
    // An access token has no purpose; a ticket has its own, and neither passes for the other.
    if ((payload.pur ?? null) !== purpose) throw new Error('purpose');
    const claims: AccessClaims = {
      sub: payload.sub,
      jti: payload.jti,
      fam: payload.fam,
      imp: typeof payload.imp === 'string' ? payload.imp : undefined,
      iat: payload.iat ?? 0,
    };
    // A token without an expiry is not remembered (the product's all have one).
    if (typeof payload.exp === 'number') remember(secret, key, { claims, exp: payload.exp });
    return claims;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError(ErrorCode.TokenExpired, messages.tokenExpired);
    throw new AppError(ErrorCode.TokenInvalid, messages.tokenInvalid);
  }
}

/**
 * The claims of the request's bearer token, or the 401 the client acts on (no token, invalid or expired). An event
 * stream (`queryToken` routes) also takes a stream ticket as `?ticket=`; no route takes a bearer token in its URL.
 */
export async function readAccessClaims(secret: Uint8Array, request: FastifyRequest): Promise<AccessClaims> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (token) return verifyToken(secret, token, null);
  if (request.routeOptions.config?.queryToken) {
    const query = request.query as Record<string, unknown> | undefined;
    if (typeof query?.ticket === 'string' && query.ticket) return verifyToken(secret, query.ticket, STREAM_PURPOSE);
  }
  throw new AppError(ErrorCode.Unauthenticated, messages.noToken);
}

/** The session row's verdict: a revoked session or a disabled user is refused like an invalid token. */
export function authContextOf(
  claims: AccessClaims,
  row: { user: UserRow; revokedAt: Date | null } | undefined,
): AuthContext {
  if (!row || row.revokedAt || row.user.disabled) throw new AppError(ErrorCode.TokenInvalid, messages.tokenInvalid);
  return {
    user: row.user,
    platformRole: platformRoleOf(row.user),
    sessionId: claims.jti,
    familyId: claims.fam,
    impersonatorId: claims.imp ?? null,
  };
}

/** The session row of an access token and its user: every authenticated request's one read before its own. */
const sessionQuery = (db: Db) =>
  db
    .select({ user: users, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(and(eq(refreshTokens.id, sql.placeholder('jti')), eq(refreshTokens.userId, sql.placeholder('sub'))))
    .prepare('auth_session');

/** Resolves the bearer token into request.auth, or throws the 401 the client acts on. */
export async function authenticate(db: Db, secret: Uint8Array, request: FastifyRequest): Promise<AuthContext> {
  const claims = await readAccessClaims(secret, request);
  const [row] = await preparedOnce(db, 'auth_session', sessionQuery).execute({ jti: claims.jti, sub: claims.sub });
  return authContextOf(claims, row);
}

/** Route guard: the request must carry a valid access token. */
export function requireAuth(db: Db, secret: Uint8Array) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.auth = await authenticate(db, secret, request);
  };
}

/** Narrowing helper for handlers behind requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(ErrorCode.Unauthenticated, messages.noToken);
  return request.auth;
}

/** Which platform roles a platform guard lets through: admins only, or admins and support. */
export type PlatformGuard = 'admin' | 'support';

/**
 * Route guard for platform administration: admins (and support where allowed). The guard says which on itself, so
 * the route list (and the test of every route's answer to every role) knows it.
 */
export function requirePlatformRole(allowSupport: boolean) {
  const guard = async (request: FastifyRequest) => {
    const auth = authOf(request);
    const ok =
      auth.platformRole === 'admin' ||
      auth.platformRole === 'superAdmin' ||
      (allowSupport && auth.platformRole === 'support');
    if (!ok) throw new AppError(ErrorCode.Forbidden, messages.forbidden);
  };
  return Object.assign(guard, { platformGuard: (allowSupport ? 'support' : 'admin') as PlatformGuard });
}

export const activeFamily = (familyId: string) =>
  and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt));
