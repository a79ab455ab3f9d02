import OpenAI from 'openai';
import type { Logger } from 'pino';
import { messages } from '../../contract/messages';
import { serviceUnavailable } from '../../http/errors';
import { createDeadline } from './deadline';
import { systemMessage } from './system-message';
import { emptyAnswer, upstreamHttpError } from './upstream-error';

export interface ExplainerOptions {
  /** OPENAI_API_KEY; unset → every call answers 503 "not configured". Local servers (Ollama) take any value. */
  apiKey?: string | undefined;
  /** OPENAI_BASE_URL: any OpenAI-compatible server (Ollama http://localhost:11434/v1, vLLM …). */
  baseURL?: string | undefined;
  model: string;
  /** The whole answer for explain(); the longest silence between chunks for stream(). */
  timeoutMs?: number;
  maxRetries?: number;
  logger: Logger;
}

export interface CallOptions {
  signal?: AbortSignal;
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

/** Explains a quote through the openai client (issue #2 item 7); errors come out as HttpErrors. */
export const createExplainer = ({ apiKey, baseURL, model, timeoutMs = 60_000, maxRetries = 1, logger }: ExplainerOptions): Explainer => {
  if (!apiKey) return notConfigured();
  const client = new OpenAI({ apiKey, baseURL: baseURL || undefined, timeout: timeoutMs, maxRetries });
  const conversation = (prompt: string) => [
    { role: 'system' as const, content: systemMessage },
    { role: 'user' as const, content: prompt },
  ];

  return {
    configured: true,
    explain: async (prompt, { signal } = {}) => {
      const deadline = createDeadline(timeoutMs, signal);
      try {
        const completion = await client.chat.completions.create({ model, messages: conversation(prompt) }, { signal: deadline.signal });
        const text = completion.choices[0]?.message.content?.trim();
        if (!text) throw emptyAnswer(logger);
        return text;
      } catch (err) {
        throw upstreamHttpError(err, deadline, logger);
      } finally {
        deadline.pause();
      }
    },
    stream: async function* (prompt, { signal } = {}) {
      const deadline = createDeadline(timeoutMs, signal);
      try {
        const chunks = await client.chat.completions.create(
          { model, messages: conversation(prompt), stream: true },
          { signal: deadline.signal },
        );
        let any = false;
        for await (const chunk of chunks) {
          const text = chunk.choices[0]?.delta?.content;
          if (!text) continue;
          any = true;
          // The consumer's pace is not the upstream's silence.
          deadline.pause();
          yield text;
          deadline.restart();
        }
        // The openai stream ends quietly when aborted; tell a timeout from a finished answer.
        if (deadline.timedOut() || deadline.cancelled()) throw deadline.signal.reason;
        if (!any) throw emptyAnswer(logger);
      } catch (err) {
        throw upstreamHttpError(err, deadline, logger);
      } finally {
        deadline.pause();
      }
    },
  };
};
