import { endpoint } from '../endpoint';
import { messages } from '../messages/index';
import { snippetForEditNamedSchema } from '../options';
import { responseSchema } from '../response-schema';
import {
  aiStatusSchema,
  generateExplanationSchema,
  internalSnippetsQuerySchema,
  LONG_TEXT_BODY_LIMIT,
  snippetIdParamsSchema,
  snippetListItemSchema,
  snippetSaveSchema,
} from '../snippets';

/** What saving a snippet may answer beyond its fields' rules: an author or category that is not stored. */
const saveErrors = [messages.internal.authorNotFound, messages.internal.categoryNotFound];

/**
 * The snippets of the internal CMS (product §2, §7; issue #12), Internal only. `/create` is a
 * literal path beside `/:id`; they cannot meet, since `/:id` is only read (GET) and `/:id/update`
 * has two segments.
 */
export const internalSnippetEndpoints = {
  /**
   * One page of the list, newest first, filtered where the rows are (decision 010); the filtered
   * total in X-Total-Count and the next page's cursor in X-Next-Cursor.
   */
  listInternalSnippets: endpoint({
    method: 'GET',
    path: '/api/internal/snippets',
    role: 'Internal',
    query: internalSnippetsQuerySchema,
    response: responseSchema((v) => v.array(snippetListItemSchema)),
    errors: [messages.internal.cursorInvalid],
  }),
  /** The snippet the edit form fills in, with the names of its author and category (issue #24). */
  getInternalSnippet: endpoint({
    method: 'GET',
    path: '/api/internal/snippets/:id',
    role: 'Internal',
    params: snippetIdParamsSchema,
    response: snippetForEditNamedSchema,
    errors: [messages.snippets.notFound],
  }),
  /** A new snippet; answers its list card (product §7: the explanation left out when empty). */
  createSnippet: endpoint({
    method: 'POST',
    path: '/api/internal/snippets/create',
    role: 'Internal',
    body: snippetSaveSchema,
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    status: 201,
    response: snippetListItemSchema,
    errors: saveErrors,
  }),
  /** Saves an edited snippet; answers its list card. */
  updateSnippet: endpoint({
    method: 'POST',
    path: '/api/internal/snippets/:id/update',
    role: 'Internal',
    params: snippetIdParamsSchema,
    body: snippetSaveSchema,
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    response: snippetListItemSchema,
    errors: [messages.snippets.notFound, ...saveErrors],
  }),
  /**
   * Generate explanation: with `Accept: text/event-stream` the text as it is generated
   * (EXPLANATION_STREAM_EVENTS); otherwise product §7's JSON `{ explanation }`.
   */
  generateExplanation: endpoint({
    method: 'POST',
    path: '/api/internal/snippets/generate-explanation',
    role: 'Internal',
    body: generateExplanationSchema,
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    stream: 'text/event-stream',
    errors: [messages.errors.aiNotConfigured, messages.errors.aiFailed, messages.errors.aiTimeout, messages.errors.aiTooMany],
  }),
  /** Whether an AI service is configured, so the form disables Generate with its reason (issue #24.5). */
  getAiStatus: endpoint({ method: 'GET', path: '/api/internal/ai-status', role: 'Internal', response: aiStatusSchema }),
};
