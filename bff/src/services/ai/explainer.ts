import OpenAI from 'openai';
import type { Logger } from 'pino';
import { messages } from '../../contract/messages';
import { serviceUnavailable } from '../../http/errors';
import { createDeadline } from './deadline';
import { systemMessage } from './system-message';
import { emptyAnswer, upstreamHttpError } from './upstream-error';

export interface ExplainerOptions {
  /** OPENAI_API_KEY; optional when a base URL is set (Ollama, vLLM take none). Neither → every call answers 503. */
  apiKey?: string | undefined;
  /** OPENAI_BASE_URL: any OpenAI-compatible server (Ollama http://localhost:11434/v1, vLLM …). */
  baseURL?: string | undefined;
  model: string;
  /** AI_TIMEOUT_MS: the whole answer, streamed or not. */
  timeoutMs?: number;
  /** AI_IDLE_TIMEOUT_MS: the longest silence between streamed chunks. */
  idleTimeoutMs?: number;
  /** AI_MAX_TOKENS: the most the model may write. */
  maxTokens?: number;
  maxRetries?: number;
  logger: Logger;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Awaited before the client asks the upstream again (its retry after a 5xx, a 429 or a lost
   * connection), so the caller can count the retry; a rejection ends the call with that error.
   */
  beforeRetry?: () => Promise<void>;
}

export interface Explainer {
  readonly configured: boolean;
  explain(prompt: string, options?: CallOptions): Promise<string>;
  stream(prompt: string, options?: CallOptions): AsyncIterable<string>;
}

const notConfigured = (): Explainer => ({
  configured: false,
  explain: () => Promise.reject(serviceUnavailable(messages.errors.aiNotConfigured)),
  // eslint-disable-next-line require-yield -- it only ever throws
  stream: async function* () {
    throw serviceUnavailable(messages.errors.aiNotConfigured);
  },
});

/** Without a key the SDK still wants one; a local server gets no Authorization header at all. */
const clientFor = ({
  apiKey,
  baseURL,
  timeoutMs,
  maxRetries,
}: {
  apiKey?: string | undefined;
  baseURL?: string | undefined;
  timeoutMs: number;
  maxRetries: number;
}) =>
  new OpenAI({
    apiKey: apiKey ?? 'none',
    // null, not undefined: the SDK would read OPENAI_BASE_URL from the process itself.
    baseURL: baseURL || null,
    timeout: timeoutMs,
    maxRetries,
    ...(apiKey ? {} : { defaultHeaders: { Authorization: null } }),
  });

/** The client for one call: every attempt after the first waits for `beforeRetry`; once refused, no more are sent. */
const clientForCall = (client: OpenAI, beforeRetry: CallOptions['beforeRetry']) => {
  let attempts = 0;
  let refusal: { reason: unknown } | undefined;
  const call = beforeRetry
    ? client.withOptions({
        fetch: async (url, init) => {
          attempts += 1;
          if (refusal) throw refusal.reason;
          if (attempts > 1) {
            try {
              await beforeRetry();
            } catch (reason) {
              refusal = { reason };
              throw reason;
            }
          }
          return fetch(url, init);
        },
      })
    : client;
  // The client wraps what fetch threw in a connection error; the refusal is the answer.
  return { call, failure: (err: unknown) => (refusal ? refusal.reason : err) };
};

/** Explains a quote through the openai client (issue #2 item 7, issue #12); errors come out as HttpErrors. */
export const createExplainer = ({
  apiKey,
  baseURL,
  model,
  timeoutMs = 120_000,
  idleTimeoutMs = 30_000,
  maxTokens = 1024,
  maxRetries = 1,
  logger,
}: ExplainerOptions): Explainer => {
  if (!apiKey && !baseURL) return notConfigured();
  const client = clientFor({ apiKey, baseURL, timeoutMs, maxRetries });
  const request = (prompt: string) => ({
    model,
    max_tokens: maxTokens,
    messages: [
      { role: 'system' as const, content: systemMessage },
      { role: 'user' as const, content: prompt },
    ],
  });

  return {
    configured: true,
    explain: async (prompt, { signal, beforeRetry } = {}) => {
      const deadline = createDeadline({ totalMs: timeoutMs }, signal);
      const { call, failure } = clientForCall(client, beforeRetry);
      try {
        const completion = await call.chat.completions.create(request(prompt), { signal: deadline.signal });
        const text = completion.choices[0]?.message.content?.trim();
        if (!text) throw emptyAnswer(logger);
        return text;
      } catch (err) {
        throw upstreamHttpError(failure(err), deadline, logger);
      } finally {
        deadline.stop();
      }
    },
    stream: async function* (prompt, { signal, beforeRetry } = {}) {
      const deadline = createDeadline({ totalMs: timeoutMs, idleMs: idleTimeoutMs }, signal);
      const { call, failure } = clientForCall(client, beforeRetry);
      try {
        const chunks = await call.chat.completions.create({ ...request(prompt), stream: true }, { signal: deadline.signal });
        let written = '';
        for await (const chunk of chunks) {
          const text = chunk.choices[0]?.delta?.content;
          if (!text) continue;
          written += text;
          // The consumer's pace is not the upstream's silence (the total still runs).
          deadline.pause();
          yield text;
          deadline.restart();
        }
        // The openai stream ends quietly when aborted; tell a timeout from a finished answer.
        if (deadline.timedOut() || deadline.cancelled()) throw deadline.signal.reason;
        if (!written.trim()) throw emptyAnswer(logger);
      } catch (err) {
        throw upstreamHttpError(failure(err), deadline, logger);
      } finally {
        deadline.stop();
      }
    },
  };
};
