import {
  CSRF_HEADER,
  MFA_SETUP_REQUIRED,
  messageFromErrorBody,
  pathFor,
  withQuery,
  type Endpoint,
  type EndpointInput,
  type ResponseOf,
} from '@nextlevel/bff/contract';
import type { QueryClientConfig, QueryFunction } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { checkAnswer } from './check-answer';

export { ApiError };

/** The share of a request's body sent so far, 0 to 1; 1 once every byte has gone (the server is then at work). */
export type UploadProgress = (fraction: number) => void;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * Sent as JSON with a JSON content type (a Blob as it is: JSON written already, see
   * `PreparedJson`); no body, no content type (product §7).
   */
  body?: unknown;
  signal?: AbortSignal;
  /** The Accept header; JSON unless the caller reads another kind of answer (a `text/event-stream`). */
  accept?: string;
  /** Asked for, the request reports its body's progress (it then goes by XMLHttpRequest: fetch reports none). */
  onUploadProgress?: UploadProgress;
  /** The request outlives the page (fetch's `keepalive`): a beacon sent as the visitor leaves. */
  keepalive?: boolean;
}

declare const preparedJsonOf: unique symbol;
/**
 * A body already written as JSON, sent as it is: made off the main thread when stringifying it
 * would freeze the tab (the CSV worker writes an upload's 100,000 records). Typed by what it holds.
 */
export type PreparedJson<T> = Blob & { readonly [preparedJsonOf]: T };

/** The JSON of an error answer, if it is JSON (an upload refusal carries its `problems`). */
const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A parsed JSON body with the answer's headers (e.g. a page's X-Total-Count and X-Next-Cursor). */
export interface ApiResponse<T> {
  body: T;
  headers: Headers;
}

const heldListeners = new Set<() => void>();

/**
 * Called when an answer says REQUIRE_MFA_FOR now holds this session (the policy came in with a
 * deploy, or the user's last second factor went in another tab): the auth store reads the user
 * again, and the guards take them to set a factor up. Returns an unsubscribe.
 */
export const onSessionHeld = (listener: () => void): (() => void) => {
  heldListeners.add(listener);
  return () => heldListeners.delete(listener);
};

/**
 * The one API client: credentials on every request, the CSRF header, and product §8's error rule.
 * Resolves with the OK answer unread (for a caller that reads a stream); a non-OK answer is an
 * ApiError. With `onUploadProgress` the same request goes by XMLHttpRequest, to report its progress.
 */
export async function apiFetch(
  path: string,
  { method = 'GET', body, signal, accept = 'application/json', onUploadProgress, keepalive }: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept, [CSRF_HEADER]: '1' };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (signal) init.signal = signal;
  if (keepalive) init.keepalive = true;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = body instanceof Blob ? body : JSON.stringify(body);
  }
  // The XMLHttpRequest path is loaded by the page that asks for progress (the upload) only: `/` carries none of it.
  const res = await (onUploadProgress
    ? import('./send-with-progress').then(({ sendWithProgress }) => sendWithProgress(path, init, onUploadProgress))
    : fetch(path, init));
  if (!res.ok) {
    const text = await res.text();
    const retryAfter = Number(res.headers.get('Retry-After')) || undefined;
    const answer = jsonOf(text);
    if (res.status === 403 && (answer as { code?: unknown } | undefined)?.code === MFA_SETUP_REQUIRED) heldListeners.forEach((l) => l());
    throw new ApiError(messageFromErrorBody(text, res.statusText), res.status, retryAfter, answer);
  }
  return res;
}

/** As `apiRequest`, with the answer's headers beside the parsed JSON body. */
export async function apiRequestWithHeaders<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const res = await apiFetch(path, options);
  const text = await res.text();
  return { body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

/** Resolves with the parsed JSON body (or undefined for an empty body); see `apiFetch`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).body;
}

/**
 * What a call of `E` sends, each part only when the definition takes it (the body as a value, or
 * as its JSON prepared already); an abort signal, and where to report the body's progress.
 */
export type CallInput<E extends Endpoint> = {
  [K in keyof EndpointInput<E> as EndpointInput<E>[K] extends undefined ? never : K]: K extends 'body'
    ? EndpointInput<E>[K] | PreparedJson<EndpointInput<E>[K]>
    : EndpointInput<E>[K];
} & {
  signal?: AbortSignal;
  onUploadProgress?: UploadProgress;
  keepalive?: boolean;
};

type CallArgs<E extends Endpoint> = [keyof Omit<CallInput<E>, 'signal' | 'onUploadProgress' | 'keepalive'>] extends [never]
  ? [input?: CallInput<E>]
  : [input: CallInput<E>];

/** The URL of a call of `definition`: its path with the parameters, and the query string. */
export const urlOf = <E extends Endpoint>(definition: E, input: Partial<EndpointInput<E>> = {}): string =>
  withQuery(pathFor(definition, input.params as Record<string, string> | undefined), input.query as Record<string, string> | undefined);

/**
 * Calls the endpoint `definition` through the one API client, with the answer's headers; in
 * development and tests the answer is checked against the definition's response schema.
 */
export async function callApiWithHeaders<E extends Endpoint>(definition: E, ...[input]: CallArgs<E>): Promise<ApiResponse<ResponseOf<E>>> {
  const { body: sent, signal, onUploadProgress, keepalive } = (input ?? {}) as Partial<CallInput<E> & EndpointInput<E>>;
  const { body, headers } = await apiRequestWithHeaders<unknown>(urlOf(definition, input as Partial<EndpointInput<E>>), {
    method: definition.method === 'GET' ? 'GET' : definition.method,
    body: sent,
    signal,
    onUploadProgress,
    keepalive,
  });
  return { body: checkAnswer(definition, body), headers };
}

/** Calls the endpoint `definition` (e.g. `callApi(endpoints.getUser)`) and resolves with its typed answer. */
export async function callApi<E extends Endpoint>(definition: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
  return (await callApiWithHeaders(definition, ...args)).body;
}

/**
 * Calls the streaming endpoint `definition` (its `stream`, e.g. `text/event-stream`, is what it
 * asks for) and resolves with the OK answer unread, for the caller to read as it arrives.
 */
export function callApiStream<E extends Endpoint & { stream: string }>(definition: E, ...[input]: CallArgs<E>): Promise<Response> {
  const { body, signal } = (input ?? {}) as Partial<CallInput<E> & EndpointInput<E>>;
  return apiFetch(urlOf(definition, input as Partial<EndpointInput<E>>), {
    method: definition.method,
    body,
    signal,
    accept: definition.stream,
  });
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The default loader: GET the path made by joining the query key with '/' (product §7). */
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

/** product §9: no refetch interval, no refetch on focus, never stale, no retries. */
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
