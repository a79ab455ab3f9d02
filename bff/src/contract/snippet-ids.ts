import * as v from 'valibot';
import { messages } from './messages/index';

/** A snippet id as the routes take it, in the path or as `?exclude=` (product §3: text UUIDs). */
export const snippetIdSchema = v.pipe(v.string(messages.snippets.idInvalid), v.uuid(messages.snippets.idInvalid));
/** The path parameters of a route on one snippet (`/api/snippets/:id/…`). */
export const snippetIdParamsSchema = v.object({ id: snippetIdSchema });
/** GET /api/snippets/random: the viewer passes the snippet it shows, so the next one differs (issue #11). */
export const randomSnippetQuerySchema = v.object({ exclude: v.optional(snippetIdSchema) });
