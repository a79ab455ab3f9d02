import {
  EXPLANATION_STREAM_EVENTS,
  internalSnippetEndpoints,
  messages,
  type ExplanationChunkEvent,
  type ExplanationDoneEvent,
  type ExplanationErrorEvent,
  type GeneratedExplanation,
} from '@nextlevel/bff/contract';
import { toast } from '@nextlevel/design-system';
import { callApiStream } from '@nextlevel/shell/api';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useEffect, useRef, useState } from 'react';

/** One server-sent event: its name (`message` when none is given) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/** A message the server sent in the stream once it had started (an `error` event). */
export class ExplanationStreamError extends Error {
  override readonly name = 'ExplanationStreamError';
}

const LINE_END = /\r\n|\n|\r/;

/**
 * Reads a `text/event-stream` body event by event (the HTML standard's parsing rules): lines may
 * be split anywhere across reads, end in CRLF, LF or CR; `:` lines are comments (heartbeats);
 * several `data:` lines make one event's data. An event cut off by the end of the stream is dropped.
 */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  try {
    for (let ended = false; !ended;) {
      const { value, done } = await reader.read();
      ended = done;
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (let match = LINE_END.exec(buffer); match; match = LINE_END.exec(buffer)) {
        // A CR at the end of what has arrived may be the first half of a CRLF.
        if (!ended && match[0] === '\r' && match.index === buffer.length - 1) break;
        const line = buffer.slice(0, match.index);
        buffer = buffer.slice(match.index + match[0].length);
        if (line === '') {
          if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
        } else if (!line.startsWith(':')) {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const fieldValue = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event = fieldValue;
          else if (field === 'data') data.push(fieldValue);
        }
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

export interface StreamExplanationOptions {
  /** Aborts the request and the stream (the Stop button). */
  signal?: AbortSignal;
  /** Each piece of text as it arrives. */
  onChunk: (text: string) => void;
}

/**
 * POST /api/internal/snippets/generate-explanation asking for `text/event-stream` (issue #12):
 * `chunk` events go to `onChunk`, `done` resolves with the whole explanation, an `error` event
 * rejects with its message. A non-OK answer before the stream is the API client's ApiError (product §8).
 * A server that answers docs/product.md's JSON `{explanation}` instead is taken as one chunk.
 */
export async function streamExplanation(prompt: string, { signal, onChunk }: StreamExplanationOptions): Promise<string> {
  const res = await callApiStream(internalSnippetEndpoints.generateExplanation, { body: { prompt }, signal });
  if (!res.body || !res.headers.get('Content-Type')?.includes('text/event-stream')) {
    const { explanation } = (await res.json()) as GeneratedExplanation;
    onChunk(explanation);
    return explanation;
  }
  for await (const { event, data } of readServerSentEvents(res.body)) {
    if (event === EXPLANATION_STREAM_EVENTS.chunk) onChunk((JSON.parse(data) as ExplanationChunkEvent).text);
    else if (event === EXPLANATION_STREAM_EVENTS.done) return (JSON.parse(data) as ExplanationDoneEvent).explanation;
    else if (event === EXPLANATION_STREAM_EVENTS.error)
      throw new ExplanationStreamError((JSON.parse(data) as ExplanationErrorEvent).error || messages.errors.generateExplanation);
  }
  // The stream ended without `done`: the text so far is not the whole explanation.
  throw new Error('The explanation stream ended early');
}

/** product §8: the server's message (before or inside the stream), else "Failed to generate explanation". */
export const explanationErrorMessage = (err: unknown): string =>
  err instanceof ExplanationStreamError ? err.message : errorMessage(err, messages.errors.generateExplanation);

export interface ExplanationStreamHandlers {
  /** A generation starts: the box is emptied for the new text. */
  onStart: () => void;
  onChunk: (text: string) => void;
  /** The whole explanation, as the server put it together. */
  onDone: (explanation: string) => void;
  /** The generation failed (not stopped): the box gets back what it held before (issue #24.4). */
  onFail: () => void;
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * Generate Explanation / Regenerate with Stop: one generation at a time, aborted by `stop()`, by a
 * new generation or when the form goes away; toasts of product §8 (a stopped one shows none).
 */
export function useExplanationStream({ onStart, onChunk, onDone, onFail }: ExplanationStreamHandlers) {
  const current = useRef<AbortController | null>(null);
  const [streaming, setStreaming] = useState(false);
  useEffect(() => () => current.current?.abort(), []);

  const generate = async (prompt: string) => {
    // The form disables Generate with its reason while the prompt is empty (issue #24.5): no toast.
    if (!prompt.trim()) return;
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setStreaming(true);
    onStart();
    try {
      onDone(await streamExplanation(prompt, { signal: controller.signal, onChunk }));
      toast({ title: messages.success.explanationGenerated, variant: 'success' });
    } catch (err) {
      if (!controller.signal.aborted && !isAbort(err)) {
        onFail();
        toast({ title: messages.errors.title, description: explanationErrorMessage(err), variant: 'error' });
      }
    } finally {
      if (current.current === controller) {
        current.current = null;
        setStreaming(false);
      }
    }
  };

  return { generate, stop: () => current.current?.abort(), streaming };
}
