import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { internalSnippetEndpoints as endpoints } from '../../contract/endpoints/internal-snippets';
import type { GeneratedExplanation } from '../../contract/snippets';
import { bindEndpoint } from '../../http/bind-endpoint';
import { CLIENT_CLOSED_REQUEST, clientGoneSignal } from '../../http/client-gone';
import { createRouter } from '../../http/router';
import { currentUser } from '../../middleware/roles';
import { explainerFor } from '../../services/ai/from-config';
import { createExplanationGenerator } from '../../services/ai/generate-explanation';
import { streamExplanation } from './explanation-stream';

/**
 * Generate explanation (product §7, issue #12): `{ explanation }` as JSON, or with
 * `Accept: text/event-stream` the text as it is generated. A client that hangs up aborts the
 * upstream request. GET /api/internal/ai-status says whether an AI service is configured at all.
 */
export const explanationRoutes = (deps: AppDeps): Router => {
  const { heartbeatMs, generationsPerHour } = deps.config.openai;
  const explainer = explainerFor(deps);
  const generator = createExplanationGenerator({ db: deps.db, clock: deps.clock, explainer, generationsPerHour });
  const router = createRouter();

  bindEndpoint(router, endpoints.getAiStatus, () => ({ configured: explainer.configured }));

  bindEndpoint(router, endpoints.generateExplanation, async (ctx, { body: { prompt } }) => {
    const userId = currentUser(ctx).id;
    const signal = clientGoneSignal(ctx);
    try {
      if (ctx.accepts('application/json', 'text/event-stream') === 'text/event-stream') {
        const pieces = await generator.stream(userId, prompt, { signal });
        await streamExplanation(ctx, pieces, { heartbeatMs, signal, logger: deps.logger });
      } else {
        ctx.body = { explanation: await generator.explain(userId, prompt, { signal }) } satisfies GeneratedExplanation;
      }
    } catch (err) {
      // Nobody is waiting for an answer: not a failure of ours.
      if (!signal.aborted) throw err;
      ctx.status = CLIENT_CLOSED_REQUEST;
    }
  });

  return router;
};
