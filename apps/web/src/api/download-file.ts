import type { ApiPathFor } from '@securite/domain/api/paths';
import { ErrorCode, refreshableCodes } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { notify } from '../ui/notices/notice-store.ts';
import { ApiError, NETWORK_ERROR } from './api-error.ts';
import { API_BASE, logout, refreshAccessToken } from './client.ts';
import { fakeFilterStore } from './preferences.ts';
import { tokenStore } from './token-store.ts';

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave in Content-Disposition, else the fallback. */
  filename: string;
}

function filenameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match ? decodeURIComponent(match[1]) : fallback;
}

async function send(path: string, init: { method: string; body?: unknown; signal?: AbortSignal }, token: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const fakeFilter = fakeFilterStore.get();
  if (fakeFilter !== null) headers['X-Fake-Filter'] = String(fakeFilter);
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    notify.error(messages.networkError);
    throw new ApiError(0, NETWORK_ERROR, messages.networkError);
  }
}

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  const message = body?.message || (response.status === 404 ? messages.notFound : messages.internal);
  return new ApiError(response.status, body?.code ?? `HTTP_${response.status}`, message);
}

/**
 * A file from the API (PDF, PNG, CSV) with the bearer token; an expired token is refreshed once, as the JSON
 * client does. Failures show the server's message unless notifyErrors is false.
 */
export async function fetchFile<M extends 'GET' | 'POST' = 'GET'>(
  path: NoInfer<ApiPathFor<M>>,
  options: {
    method?: M;
    body?: unknown;
    fallbackName?: string;
    notifyErrors?: boolean;
    signal?: AbortSignal;
  } = {},
): Promise<DownloadedFile> {
  const token = tokenStore.get()?.token;
  if (!token) {
    notify.error(messages.noToken);
    logout();
    throw new ApiError(401, ErrorCode.Unauthenticated, messages.noToken);
  }
  const init = { method: options.method ?? 'GET', body: options.body, signal: options.signal };
  let response = await send(path, init, token);
  if (response.status === 401) {
    const code =
      (
        (await response
          .clone()
          .json()
          .catch(() => null)) as { code?: string } | null
      )?.code ?? '';
    if (refreshableCodes.has(code)) response = await send(path, init, await refreshAccessToken());
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (options.notifyErrors !== false) notify.error(error.message);
    throw error;
  }
  return { blob: await response.blob(), filename: filenameOf(response, options.fallbackName ?? 'fichier') };
}

/** Hands a file to the browser as a download. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
