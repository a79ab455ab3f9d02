import type { RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { forgetHeldRequests, heldRequests } from './api-handlers';

const isApi = (request: Request) => new URL(request.url).pathname.startsWith('/api/');

// /api requests asked and not answered yet; the screenshot check waits for them (`screenNetwork`).
const waiting = new Set<string>();
let started: Promise<SetupWorker> | undefined;

async function start(): Promise<SetupWorker> {
  const worker = setupWorker();
  worker.events.on('request:start', ({ request, requestId }) => {
    if (isApi(request)) waiting.add(requestId);
  });
  worker.events.on('response:mocked', ({ requestId }) => waiting.delete(requestId));
  worker.events.on('response:bypass', ({ requestId }) => waiting.delete(requestId));
  await worker.start({
    // Beside iframe.html, so it also works where the composed Storybook serves this one (/screens/<area>/).
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
    // A screen must not reach a real API: an /api request no story handler answers is a console
    // error, which fails the check. Scripts, styles and fonts go to the network as usual.
    onUnhandledRequest: (request, print) => {
      if (isApi(request)) print.error();
    },
    quiet: true,
  });
  (globalThis as { __NL_SCREEN_NETWORK__?: typeof screenNetwork }).__NL_SCREEN_NETWORK__ = screenNetwork;
  return worker;
}

/** Starts the worker once per page, then answers with `handlers` only (the previous story's are gone). */
export async function applyHandlers(handlers: RequestHandler[]): Promise<void> {
  started ??= start();
  const worker = await started;
  waiting.clear();
  forgetHeldRequests();
  worker.resetHandlers(...handlers);
}

/** For the screenshot check: how many /api requests are still unanswered, and how many of them a story holds on purpose. */
export const screenNetwork = () => {
  const held = heldRequests();
  return { waiting: [...waiting].filter((id) => !held.has(id)).length, held: held.size };
};
