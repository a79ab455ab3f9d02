import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the loopback server answers the next chat completion. */
export interface FakeReply {
  /** The answer; streamed as `chunks` when given, else split into words. */
  content?: string;
  chunks?: string[];
  /** Wait before the first byte. */
  delayMs?: number;
  /** Wait between streamed chunks. */
  chunkDelayMs?: number;
  /** Answer with this HTTP status and an OpenAI-style error body instead. */
  status?: number;
  errorMessage?: string;
  /** The error body's `code` (OpenAI's 401 says `invalid_api_key`). */
  errorCode?: string;
  /** Drop the connection without answering. */
  destroy?: boolean;
  /** Drop the connection mid-stream, after this many pieces. */
  dropAfter?: number;
}

export interface ChatRequest {
  headers: http.IncomingHttpHeaders;
  body: { model: string; stream?: boolean; max_tokens?: number; messages: { role: string; content: string }[] };
  /** Settles when the connection of this request closes: `aborted` when the client hung up before the answer ended. */
  closed: Promise<'finished' | 'aborted'>;
}

/** A loopback OpenAI-compatible server (POST /v1/chat/completions, JSON and SSE) for the explainer's tests. */
export interface FakeOpenAiServer {
  /** http://127.0.0.1:<port>/v1, ready for OPENAI_BASE_URL. */
  readonly baseURL: string;
  readonly requests: ChatRequest[];
  reply(next: FakeReply | ((request: ChatRequest) => FakeReply)): void;
  stop(): Promise<void>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (!ms || signal.aborted) return resolve();
    const stop = () => (clearTimeout(timer), resolve());
    const timer = setTimeout(() => (signal.removeEventListener('abort', stop), resolve()), ms);
    signal.addEventListener('abort', stop, { once: true });
  });

const chunk = (model: string, delta: Record<string, string>, finish: string | null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1767225600, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

export const startOpenAiServer = async (initial: FakeReply = {}): Promise<FakeOpenAiServer> => {
  const requests: ChatRequest[] = [];
  let next: FakeReply | ((request: ChatRequest) => FakeReply) = initial;

  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const gone = new AbortController();
    const closed = new Promise<'finished' | 'aborted'>((resolve) =>
      res.on('close', () => {
        gone.abort();
        resolve(res.writableFinished ? 'finished' : 'aborted');
      }),
    );
    let raw = '';
    for await (const part of req) raw += String(part);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const request: ChatRequest = { headers: req.headers, body: JSON.parse(raw) as ChatRequest['body'], closed };
    requests.push(request);
    const reply = typeof next === 'function' ? next(request) : next;
    await sleep(reply.delayMs ?? 0, gone.signal);
    if (gone.signal.aborted) return;
    if (reply.destroy) return void req.socket.destroy();
    if (reply.status) {
      const error = { message: reply.errorMessage ?? 'upstream exploded', type: 'server_error', code: reply.errorCode ?? null };
      const headers = { 'content-type': 'application/json', 'x-request-id': `req_${requests.length}` };
      res.writeHead(reply.status, headers).end(JSON.stringify({ error }));
      return;
    }
    const content = reply.content ?? 'A fine explanation.';
    const model = request.body.model;
    if (!request.body.stream) {
      const message = { role: 'assistant', content };
      const body = {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1767225600,
        model,
        choices: [{ index: 0, message, finish_reason: 'stop' }],
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk(model, { role: 'assistant', content: '' }, null));
    for (const [index, piece] of (reply.chunks ?? content.split(/(?<= )/)).entries()) {
      await sleep(reply.chunkDelayMs ?? 0, gone.signal);
      if (gone.signal.aborted) return;
      if (index === reply.dropAfter) return void req.socket.destroy();
      res.write(chunk(model, { content: piece }, null));
    }
    res.end(`${chunk(model, {}, 'stop')}data: [DONE]\n\n`);
  };

  const server = http.createServer((req, res) => {
    answer(req, res).catch((err: unknown) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (reply) => {
      next = reply;
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
