import { CSRF_HEADER, messageFromErrorBody } from '@nextlevel/bff/contract';
import type { QueryClientConfig, QueryFunction } from '@tanstack/react-query';
import { ApiError } from './api-error';

export { ApiError };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON with a JSON content type; no body, no content type (SPEC §7). */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one API client: credentials on every request, the CSRF header, and SPEC §8's error rule.
 * Resolves with the parsed JSON body (or undefined for an empty body).
 */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', [CSRF_HEADER]: '1' };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  const text = await res.text();
  if (!res.ok) {
    const retryAfter = Number(res.headers.get('Retry-After')) || undefined;
    throw new ApiError(messageFromErrorBody(text, res.statusText), res.status, retryAfter);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The default loader: GET the path made by joining the query key with '/' (SPEC §7). */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> =>
  async ({ queryKey, signal }) => {
    try {
      return await apiRequest<T>(queryKey.join('/'), { signal });
    } catch (err) {
      if (on401 === 'returnNull' && err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  };

/** SPEC §9: no refetch interval, no refetch on focus, never stale, no retries. */
export const queryClientConfig: QueryClientConfig = {
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
};
