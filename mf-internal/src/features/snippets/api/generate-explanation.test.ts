import { endpoints, messages } from '@nextlevel/bff/contract';
import { ApiError } from '@nextlevel/shell/api';
import { bodySentTo, fails, fakeNetwork, http, HttpResponse } from '@nextlevel/shell/testing';
import { describe, expect, it } from 'vitest';
import { explanationErrorMessage, readServerSentEvents, streamExplanation } from './generate-explanation';

const encoder = new TextEncoder();

/** A body that arrives in exactly these reads (strings, or raw bytes to split a character). */
const streamOf = (...reads: (string | Uint8Array)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const read of reads) controller.enqueue(typeof read === 'string' ? encoder.encode(read) : read);
      controller.close();
    },
  });

const eventsOf = async (...reads: (string | Uint8Array)[]) => {
  const events = [];
  for await (const e of readServerSentEvents(streamOf(...reads))) events.push(e);
  return events;
};

/** The explanation route answering an event stream that arrives in these reads; the requests it got. */
const sse = (...reads: string[]) => {
  const requests: Request[] = [];
  fakeNetwork(
    http.post(endpoints.generateExplanation.path, ({ request }) => {
      requests.push(request);
      return new HttpResponse(streamOf(...reads), { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  return requests;
};

describe('readServerSentEvents', () => {
  it('puts together events whose lines are split anywhere across reads, even inside a character', async () => {
    const bytes = encoder.encode('event: chunk\ndata: {"text":"café"}\n\n');
    const cut = bytes.indexOf(0xc3) + 1; // between the two bytes of "é"
    expect(await eventsOf(bytes.slice(0, 3), bytes.slice(3, cut), bytes.slice(cut))).toEqual([{ event: 'chunk', data: '{"text":"café"}' }]);
    expect(await eventsOf('ev', 'ent: done\nda', 'ta: {}', '\n', '\n')).toEqual([{ event: 'done', data: '{}' }]);
  });

  it('takes CRLF and CR line ends, also a CRLF split between two reads', async () => {
    expect(await eventsOf('event: chunk\r\ndata: a\r', '\n\r', '\nevent: chunk\rdata: b\r\r')).toEqual([
      { event: 'chunk', data: 'a' },
      { event: 'chunk', data: 'b' },
    ]);
  });

  it('skips comment lines (heartbeats), joins data lines, names an unnamed event message, drops an unfinished one', async () => {
    expect(await eventsOf(': ping\n\n', ':\n', 'data: one\ndata:two\n\n', 'event: chunk\ndata: cut off')).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });
});

describe('streamExplanation', () => {
  it('posts the prompt asking for a stream, hands over each chunk and resolves with done', async () => {
    const requests = sse(
      ': ping\n\n',
      'event: chunk\ndata: {"text":"Hard "}\n\nevent: ch',
      'unk\ndata: {"text":"work."}\n\n',
      'event: done\ndata: {"explanation":"Hard work."}\n\n',
    );
    const chunks: string[] = [];
    await expect(streamExplanation('Explain', { onChunk: (t) => chunks.push(t) })).resolves.toBe('Hard work.');
    expect(chunks).toEqual(['Hard ', 'work.']);
    expect(requests.map((r) => [r.method, new URL(r.url).pathname, r.headers.get('Accept')])).toEqual([
      ['POST', '/api/internal/snippets/generate-explanation', 'text/event-stream'],
    ]);
    expect(bodySentTo(endpoints.generateExplanation)).toEqual({ prompt: 'Explain' });
  });

  it("rejects with the error event's message once the stream has started", async () => {
    sse('event: chunk\ndata: {"text":"Hal"}\n\n', `event: error\ndata: {"error":"${messages.errors.aiTimeout}"}\n\n`);
    const err = await streamExplanation('Explain', { onChunk: () => {} }).catch((e: unknown) => e);
    expect(explanationErrorMessage(err)).toBe(messages.errors.aiTimeout);
  });

  it("is product §8's error when the answer is not OK before any stream", async () => {
    fakeNetwork(fails(endpoints.generateExplanation, 503, messages.errors.aiNotConfigured));
    const err = await streamExplanation('Explain', { onChunk: () => {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(explanationErrorMessage(err)).toBe(messages.errors.aiNotConfigured);
  });

  it('fails with Failed to generate explanation when the stream ends without done', async () => {
    sse('event: chunk\ndata: {"text":"Hal"}\n\n');
    const err = await streamExplanation('Explain', { onChunk: () => {} }).catch((e: unknown) => e);
    expect(explanationErrorMessage(err)).toBe(messages.errors.generateExplanation);
  });

  it("takes the product's JSON answer (product §7) as one chunk", async () => {
    fakeNetwork(http.post(endpoints.generateExplanation.path, () => HttpResponse.json({ explanation: 'Whole.' })));
    const chunks: string[] = [];
    await expect(streamExplanation('Explain', { onChunk: (t) => chunks.push(t) })).resolves.toBe('Whole.');
    expect(chunks).toEqual(['Whole.']);
  });

  it('stops reading and rejects with the AbortError when aborted mid-stream', async () => {
    const controller = new AbortController();
    fakeNetwork(
      http.post(endpoints.generateExplanation.path, ({ request }) => {
        const body = new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(encoder.encode('event: chunk\ndata: {"text":"Hal"}\n\n'));
            // As fetch does: an abort errors the body being read.
            request.signal.addEventListener('abort', () => c.error(request.signal.reason));
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const chunks: string[] = [];
    const done = streamExplanation('Explain', {
      signal: controller.signal,
      onChunk: (t) => {
        chunks.push(t);
        controller.abort();
      },
    });
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(chunks).toEqual(['Hal']);
  });
});
