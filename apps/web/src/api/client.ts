import type { AgencyRestUnder, ApiMethod, ApiPathFor } from '@securite/domain/api/paths';
import { ErrorCode, refreshableCodes } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { notify } from '../ui/notices/notice-store.ts';
import { ApiError, INVALID_RESPONSE, NETWORK_ERROR } from './api-error.ts';
import { maintenanceStore, sessionEvents, sessionInfo } from './app-status.ts';
import { newClientUuid } from './client-uuid.ts';
import { lastUser } from './last-user.ts';
import { fakeFilterStore } from './preferences.ts';
import type { AnswerSchema } from './read.ts';
import { tokenPairAnswer } from './session-readers.ts';
import { tokenStore } from './token-store.ts';

export const API_BASE = '/api';

/** This tab, sent as X-Client-Id: the server echoes it in the live events a call causes, so the tab skips its own. */
export const TAB_ID = newClientUuid();

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The domain schema of the answer (or its reader, read.ts); the answer is parsed with it. */
  schema?: AnswerSchema<T>;
  /** false for the public calls (login, forgot password): no bearer, no refresh, 401s left to the caller. */
  auth?: boolean;
  /** false leaves the error notice to the caller (a form showing the message beside its fields). */
  notifyErrors?: boolean;
  signal?: AbortSignal;
  /** Headers of this call (the field queue sends the phone's clock). */
  headers?: Record<string, string>;
}

interface Answer {
  response: Response;
  body: unknown;
}

interface ErrorBody {
  code?: string;
  message?: string;
  errors?: unknown;
  details?: unknown;
}

/** Tenant path of the spec: /agency/{agencyId} + the rest (apiRequest's type holds the whole path to the routes). */
export function agencyPath<R extends `/${string}`>(agencyId: string, rest: R): `/agency/${string}${R}` {
  return `/agency/${encodeURIComponent(agencyId)}${rest}`;
}

/** A path of the agency's routes under a customer, after `/customer/{customerId}`. */
export type CustomerRest = AgencyRestUnder<'/customer/:customerId'>;

/** Spec 001 section 7: the customer's calls go under {agency}/customer/{customerId}. */
export function customerPath<R extends CustomerRest>(agencyId: string, customerId: string, rest: R) {
  const path = `/agency/${encodeURIComponent(agencyId)}/customer/${encodeURIComponent(customerId)}${rest}`;
  return path as `/agency/${string}/customer/${string}${R}`;
}

/** Drops the session: tokens go, the app clears its cache and the guards send the user to the login page. */
export function logout(): void {
  tokenStore.clear();
  lastUser.forget();
  sessionEvents.emit('logged-out');
}

async function send(path: string, options: RequestOptions<unknown>, token: string | null): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // A FormData body (uploads) goes as multipart: the browser writes the Content-Type with its boundary.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) {
    headers.Authorization = `Bearer ${token}`;
    headers['X-Client-Id'] = TAB_ID;
  }
  const fakeFilter = fakeFilterStore.get();
  if (fakeFilter !== null && token) headers['X-Fake-Filter'] = String(fakeFilter);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: multipart
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (options.notifyErrors !== false) notify.error(messages.networkError);
    throw new ApiError(0, NETWORK_ERROR, messages.networkError);
  }
  const text = response.status === 204 ? '' : await response.text().catch(() => '');
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return { response, body };
}

let refreshing: Promise<string> | null = null;

/**
 * Gets a fresh access token. Every caller that hit an expired token shares the same refresh call
 * (spec 000 section 7: concurrent calls share one call); a failure logs the user out.
 */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    const pair = tokenStore.get();
    if (!pair) {
      notify.error(messages.noToken);
      logout();
      throw new ApiError(401, ErrorCode.Unauthenticated, messages.noToken);
    }
    // No answer at all (offline) throws the network error and keeps the session: the next call tries again.
    const answer = await send('/token/refresh', { method: 'POST', body: { refresh_token: pair.refresh_token } }, null);
    const parsed = answer.response.ok ? tokenPairAnswer.safeParse(answer.body) : null;
    if (!parsed?.success) {
      notify.error(messages.refreshFailed);
      logout();
      throw new ApiError(401, ErrorCode.RefreshInvalid, messages.refreshFailed);
    }
    tokenStore.set(parsed.data);
    sessionEvents.emit('tokens-refreshed');
    return parsed.data.token;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** A token newer than the one a call used means another call already refreshed: replay with it. */
async function tokenAfter(usedToken: string): Promise<string> {
  const current = tokenStore.get()?.token;
  if (current && current !== usedToken && !refreshing) return current;
  return refreshAccessToken();
}

function failure(answer: Answer, options: RequestOptions<unknown>): ApiError {
  const { status } = answer.response;
  const body = (typeof answer.body === 'object' && answer.body !== null ? answer.body : {}) as ErrorBody;
  const code = body.code ?? `HTTP_${status}`;
  const fallback = status === 404 ? messages.notFound : status >= 500 ? messages.internal : messages.badRequest;
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  const error = new ApiError(status, code, message, { errors: body.errors, details: body.details });
  const quiet = options.notifyErrors === false;

  if (status === 503) {
    maintenanceStore.set({ message: body.message || messages.maintenance });
  } else if (status === 413) {
    const caption = typeof body.details === 'string' ? body.details : messages.payloadTooLargeCaption;
    notify.error(messages.payloadTooLarge, { caption });
  } else if (status === 403 && options.auth !== false) {
    if (code === ErrorCode.MissingRight || code === ErrorCode.FakeDataWrite) notify.error(message);
    else if (code === ErrorCode.AccountModeration) sessionEvents.emit('moderation-pending');
    else {
      notify.error(message || messages.forbidden);
      // Spec 001 section 6: on a 403 that is not a missing right, non-admins are logged out.
      if (!sessionInfo.isPlatformStaff) logout();
    }
  } else if (status === 402) {
    notify.warning(message);
    sessionEvents.emit('subscription-invalid');
  } else if (!quiet) {
    notify.error(message);
  }
  return error;
}

function parse<T>(answer: Answer, options: RequestOptions<T>): T {
  if (!options.schema) return answer.body as T;
  const result = options.schema.safeParse(answer.body);
  if (result.success) return result.data;
  console.error('Réponse inattendue du serveur', result.error);
  if (options.notifyErrors !== false) notify.error(messages.internal);
  throw new ApiError(answer.response.status, INVALID_RESPONSE, messages.internal);
}

/**
 * Calls the API with the bearer token; refreshes and replays on an expired token; maps errors to notices. The path
 * must be one the API serves with the call's method (GET by default), or the typecheck fails.
 */
export async function apiRequest<T = unknown, M extends ApiMethod = 'GET'>(
  path: NoInfer<ApiPathFor<M>>,
  options: RequestOptions<T> & { method?: M } = {},
): Promise<T> {
  if (options.auth === false) {
    const answer = await send(path, options, null);
    if (!answer.response.ok) throw failure(answer, options);
    return parse(answer, options);
  }
  const token = tokenStore.get()?.token;
  if (!token) {
    notify.error(messages.noToken);
    logout();
    throw new ApiError(401, ErrorCode.Unauthenticated, messages.noToken);
  }
  let answer = await send(path, options, token);
  if (answer.response.status === 401 && refreshableCodes.has((answer.body as ErrorBody | null)?.code ?? '')) {
    answer = await send(path, options, await tokenAfter(token));
  }
  if (answer.response.status === 401) {
    const body = (answer.body ?? {}) as ErrorBody;
    notify.error(messages.reauthenticate);
    logout();
    throw new ApiError(401, body.code ?? ErrorCode.Unauthenticated, messages.reauthenticate);
  }
  if (!answer.response.ok) throw failure(answer, options);
  return parse(answer, options);
}
