import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiServer, type FakeOpenAiServer } from '../../../test/support/openai-server';
import { messages } from '../../contract/messages';
import { HttpError } from '../../http/errors';
import { capturingLogger } from '../mail/test-helpers';
import { createExplainer, type ExplainerOptions } from './explainer';
import { systemMessage } from './system-message';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startOpenAiServer();
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => {
  server.requests.length = 0;
  server.reply({});
});

const explainer = (options: Partial<ExplainerOptions> = {}) => {
  const { logger, records } = capturingLogger();
  const ai = createExplainer({
    apiKey: 'test-key',
    baseURL: server.baseURL,
    model: 'test-model',
    timeoutMs: 2_000,
    idleTimeoutMs: 2_000,
    maxTokens: 321,
    maxRetries: 0,
    logger,
    ...options,
  });
  return { ai, records };
};

const collect = async (stream: AsyncIterable<string>) => {
  const parts: string[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
};

const failure = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
};

describe('explainer', () => {
  it('asks the configured model with the system message and the prompt, and returns the answer', async () => {
    server.reply({ content: '  Seneca means: use your time.  ' });
    const { ai } = explainer();
    expect(ai.configured).toBe(true);
    expect(await ai.explain('Quote: X\nAuthor: Seneca')).toBe('Seneca means: use your time.');
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.headers.authorization).toBe('Bearer test-key');
    expect(request!.body).toMatchObject({
      model: 'test-model',
      max_tokens: 321,
      messages: [
        { role: 'system', content: systemMessage },
        { role: 'user', content: 'Quote: X\nAuthor: Seneca' },
      ],
    });
    expect(request!.body.stream).toBeFalsy();
  });

  it('streams the answer chunk by chunk', async () => {
    server.reply({ chunks: ['Time ', 'is ', 'the ', 'stuff.'], chunkDelayMs: 20 });
    const { ai } = explainer();
    expect(await collect(ai.stream('p'))).toEqual(['Time ', 'is ', 'the ', 'stuff.']);
    expect(server.requests[0]!.body).toMatchObject({ stream: true, max_tokens: 321 });
  });

  it('works with a base URL and no key (Ollama, vLLM), sending no Authorization header', async () => {
    server.reply({ content: 'Local answer.' });
    const { ai } = explainer({ apiKey: undefined });
    expect(ai.configured).toBe(true);
    expect(await ai.explain('p')).toBe('Local answer.');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('answers 503 "not configured" without a key or a base URL, and never calls out', async () => {
    const { ai } = explainer({ apiKey: undefined, baseURL: undefined });
    expect(ai.configured).toBe(false);
    const err = await failure(ai.explain('p'));
    expect(err).toMatchObject({ status: 503, message: messages.errors.aiNotConfigured, expose: true });
    expect(await failure(collect(ai.stream('p')))).toMatchObject({ status: 503, message: messages.errors.aiNotConfigured });
    expect(server.requests).toHaveLength(0);
  });

  it('answers 504 when the upstream is too slow', async () => {
    // An upstream far slower than the limit: the answer comes long before it would have, even on a busy machine.
    server.reply({ delayMs: 4_000 });
    const { ai, records } = explainer({ timeoutMs: 150 });
    const started = Date.now();
    expect(await failure(ai.explain('p'))).toMatchObject({ status: 504, message: messages.errors.aiTimeout });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(records.find((r) => r.msg === 'AI request timed out')).toBeDefined();
  });

  it('answers 504 when a stream goes silent, after what it already gave', async () => {
    server.reply({ chunks: ['one ', 'two'], chunkDelayMs: 400 });
    const { ai } = explainer({ idleTimeoutMs: 150 });
    const parts: string[] = [];
    const err = await failure(
      (async () => {
        for await (const part of ai.stream('p')) parts.push(part);
      })(),
    );
    expect(err).toMatchObject({ status: 504, message: messages.errors.aiTimeout });
    expect(parts).toEqual([]);
  });

  it('keeps a slow but steady stream alive: the limit is the silence, not the total', async () => {
    // 500 ms in all against a 300 ms idle limit, with 200 ms to spare between pieces for a busy machine's late timers.
    server.reply({ chunks: ['a', 'b', 'c', 'd', 'e'], chunkDelayMs: 100 });
    const { ai } = explainer({ idleTimeoutMs: 300 });
    expect(await collect(ai.stream('p'))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('answers 504 at the total deadline however steadily a stream flows, after what it already gave', async () => {
    server.reply({ chunks: Array.from({ length: 40 }, (_, i) => `${i} `), chunkDelayMs: 25 });
    const { ai } = explainer({ timeoutMs: 300, idleTimeoutMs: 200 });
    const parts: string[] = [];
    const err = await failure(
      (async () => {
        for await (const part of ai.stream('p')) parts.push(part);
      })(),
    );
    expect(err).toMatchObject({ status: 504, message: messages.errors.aiTimeout });
    // Cut before the end the model would have reached (1 s of pieces), told by what arrived, not by a clock.
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.length).toBeLessThan(40);
  });

  it('answers 502 on an upstream error, logs it, and does not leak it', async () => {
    server.reply({ status: 500, errorMessage: 'secret internal detail' });
    const { ai, records } = explainer();
    const err = await failure(ai.explain('p'));
    expect(err).toMatchObject({ status: 502, message: messages.errors.aiFailed });
    expect(err.message).not.toContain('secret');
    expect(records.find((r) => r.msg === 'AI request failed')).toMatchObject({ upstream: { status: 500 } });
    expect(await failure(collect(ai.stream('p')))).toMatchObject({ status: 502, message: messages.errors.aiFailed });
  });

  it('answers 502 when the connection drops or the answer is empty', async () => {
    const { ai } = explainer();
    server.reply({ destroy: true });
    expect(await failure(ai.explain('p'))).toMatchObject({ status: 502 });
    server.reply({ content: '   ' });
    expect(await failure(ai.explain('p'))).toMatchObject({ status: 502, message: messages.errors.aiFailed });
    server.reply({ chunks: [] });
    expect(await failure(collect(ai.stream('p')))).toMatchObject({ status: 502, message: messages.errors.aiFailed });
  });

  it('answers 502 when the connection drops mid-stream, after what it already gave', async () => {
    server.reply({ chunks: ['one ', 'two ', 'three'], chunkDelayMs: 20, dropAfter: 2 });
    const { ai } = explainer();
    const parts: string[] = [];
    const err = await failure(
      (async () => {
        for await (const part of ai.stream('p')) parts.push(part);
      })(),
    );
    expect(err).toMatchObject({ status: 502, message: messages.errors.aiFailed });
    expect(parts).toEqual(['one ', 'two ']);
  });

  it('answers 502 when nothing listens at the base URL', async () => {
    const { ai } = explainer({ baseURL: 'http://127.0.0.1:9/v1' });
    expect(await failure(ai.explain('p'))).toMatchObject({ status: 502, message: messages.errors.aiFailed });
  });

  it('stops when the caller cancels, and passes the cancellation through', async () => {
    server.reply({ delayMs: 1_000 });
    const { ai, records } = explainer();
    const controller = new AbortController();
    const pending = ai.explain('p', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const err = await pending.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).not.toBeInstanceOf(HttpError);
    expect(records.filter((r) => (r.level as number) >= 40)).toEqual([]);
  });

  it('stops reading when the consumer breaks out early', async () => {
    server.reply({ chunks: ['a', 'b', 'c'], chunkDelayMs: 10 });
    const { ai } = explainer();
    for await (const part of ai.stream('p')) {
      expect(part).toBe('a');
      break;
    }
    expect(await server.requests[0]!.closed).toBe('aborted');
  });

  it('ends the upstream request when the caller cancels mid-stream', async () => {
    server.reply({ chunks: ['a', 'b', 'c', 'd'], chunkDelayMs: 100 });
    const { ai, records } = explainer();
    const controller = new AbortController();
    const parts: string[] = [];
    const err = await (async () => {
      for await (const part of ai.stream('p', { signal: controller.signal })) {
        parts.push(part);
        controller.abort();
      }
    })().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(parts).toEqual(['a']);
    expect(err).not.toBeInstanceOf(HttpError);
    expect(await server.requests[0]!.closed).toBe('aborted');
    expect(records.filter((r) => (r.level as number) >= 40)).toEqual([]);
  });
});

/** A loopback port nothing listens on (fetch refuses port 9 itself, before connecting). */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Every run of `length` characters of `secret`: no part of it long enough to matter may show. */
const partsOf = (secret: string, length = 6) => Array.from({ length: secret.length - length + 1 }, (_, i) => secret.slice(i, i + length));

describe('#23.11 an upstream error that echoes the key', () => {
  const KEY = 'sk-proj-Zq8XkV3mWn41LpRt7Ys';

  it('logs the status, code and request id of an upstream 401, and no part of the key (streamed or not)', async () => {
    // OpenAI's own 401 quotes part of the key; a proxy in front of a model may quote all of it.
    server.reply({
      status: 401,
      errorCode: 'invalid_api_key',
      errorMessage: `Incorrect API key provided: ${KEY}. Yours is ${KEY.slice(-4)}.`,
    });
    const { ai, records } = explainer({ apiKey: KEY });
    expect(await failure(ai.explain('p'))).toMatchObject({ status: 502, message: messages.errors.aiFailed });
    expect(await failure(collect(ai.stream('p')))).toMatchObject({ status: 502, message: messages.errors.aiFailed });
    const logged = records.filter((r) => r.msg === 'AI request failed');
    expect(logged).toHaveLength(2);
    for (const record of logged)
      expect(record.upstream).toEqual({ status: 401, code: 'invalid_api_key', requestId: expect.stringMatching(/^req_/) });
    const text = JSON.stringify(records);
    for (const part of partsOf(KEY)) expect(text).not.toContain(part);
  });

  it('keeps the upstream text out of the error it hands on, where the error middleware would log it', async () => {
    server.reply({ status: 401, errorCode: 'invalid_api_key', errorMessage: `Incorrect API key provided: ${KEY}` });
    const { ai } = explainer({ apiKey: KEY });
    const err = await failure(ai.explain('p'));
    const handedOn = JSON.stringify({ ...err, message: err.message, stack: err.stack, cause: err.cause });
    for (const part of partsOf(KEY)) expect(handedOn).not.toContain(part);
  });

  it('logs a failed connection by its name and code only', async () => {
    const { ai, records } = explainer({ baseURL: `http://127.0.0.1:${await closedPort()}/v1` });
    await failure(ai.explain('p'));
    expect(records.find((r) => r.msg === 'AI request failed')?.upstream).toEqual({ name: 'APIConnectionError', code: 'ECONNREFUSED' });
  });
});

describe('#23.11 a retried request', () => {
  it('asks before each retry, so the retry can be counted, and gives up when refused', async () => {
    server.reply((request) => (server.requests.indexOf(request) === 0 ? { status: 500 } : { content: 'Second time lucky.' }));
    const { ai } = explainer({ maxRetries: 1 });
    let asked = 0;
    expect(await ai.explain('p', { beforeRetry: async () => void (asked += 1) })).toBe('Second time lucky.');
    expect(asked).toBe(1);
    expect(server.requests).toHaveLength(2);

    server.requests.length = 0;
    server.reply({ status: 500 });
    const refusal = new HttpError(429, messages.errors.aiTooMany);
    const err = await failure(ai.explain('p', { beforeRetry: () => Promise.reject(refusal) }));
    expect(err).toBe(refusal);
    expect(server.requests).toHaveLength(1);
  });

  it('asks before the retry of a stream too', async () => {
    server.reply((request) => (server.requests.indexOf(request) === 0 ? { status: 503 } : { chunks: ['a', 'b'] }));
    const { ai } = explainer({ maxRetries: 1 });
    let asked = 0;
    expect(await collect(ai.stream('p', { beforeRetry: async () => void (asked += 1) }))).toEqual(['a', 'b']);
    expect(asked).toBe(1);
  });
});
