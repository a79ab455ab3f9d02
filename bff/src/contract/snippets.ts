import * as v from 'valibot';
import { id } from './fields';
import { messages } from './messages/index';
import { responseSchema } from './response-schema';

const m = messages.validation;

/** Longest author name and category name an upload may store (the CLI's import is an upload). */
export const AUTHOR_NAME_MAX = 200;
export const CATEGORY_NAME_MAX = 200;
/** Longest snippet text a form or an upload may store. */
export const SNIPPET_TEXT_MAX = 5000;
/** Longest explanation, prompt or setting value (each a text area of product §2). */
export const LONG_TEXT_MAX = 20000;
/**
 * The body limit of a route carrying these long texts (a prompt, an explanation, the default prompt,
 * plus a snippet's 5,000 characters): past the default 16 KB, since in JSON one character may take
 * six bytes (`\uXXXX`). 160 KB holds 25,000 of those with room for the keys.
 */
export const LONG_TEXT_BODY_LIMIT = 160 * 1024;
/** The one known setting (product §3): the prompt added after a snippet's quote and author. */
export const DEFAULT_PROMPT_KEY = 'default_snippet_prompt';

/** The author and the category of a snippet, as the internal lists answer them (product §3). */
export const authorSchema = responseSchema((v) => v.object({ id: v.string(), name: v.string() }));
export type Author = v.InferOutput<typeof authorSchema>;
export const categorySchema = responseSchema((v) => v.object({ id: v.string(), category: v.string() }));
export type Category = v.InferOutput<typeof categorySchema>;

// In a module of their own, so the Snippets app's bundle carries none of the CMS schemas below.
export { randomSnippetQuerySchema, snippetIdParamsSchema, snippetIdSchema } from './snippet-ids';

/** A card of the internal list (product §7), as the list, a creation and an update answer it. */
export const snippetListItemSchema = responseSchema((v) =>
  v.object({
    id: v.string(),
    text: v.string(),
    authorName: v.string(),
    categoryName: v.string(),
    detailed_explanation: v.nullable(v.string()),
  }),
);
export type SnippetListItem = v.InferOutput<typeof snippetListItemSchema>;
export const snippetForEditSchema = responseSchema((v) =>
  v.object({
    text: v.string(),
    authorId: v.string(),
    categoryId: v.string(),
    detailed_explanation: v.nullable(v.string()),
  }),
);
export type SnippetForEdit = v.InferOutput<typeof snippetForEditSchema>;
export const settingValueResponseSchema = responseSchema((v) => v.object({ value: v.string() }));
export type SettingValue = v.InferOutput<typeof settingValueResponseSchema>;
export const generatedExplanationSchema = responseSchema((v) => v.object({ explanation: v.string() }));
export type GeneratedExplanation = v.InferOutput<typeof generatedExplanationSchema>;
/**
 * GET /api/internal/ai-status: whether explanations can be generated at all (an AI service is
 * configured), so the snippet form says so and disables Generate instead of failing (issue #24.5).
 */
export const aiStatusSchema = responseSchema((v) => v.object({ configured: v.boolean() }));
export type AiStatus = v.InferOutput<typeof aiStatusSchema>;

export const snippetSaveSchema = v.object({
  text: v.pipe(v.string(m.snippetRequired), v.trim(), v.nonEmpty(m.snippetRequired), v.maxLength(SNIPPET_TEXT_MAX, m.snippetTextTooLong)),
  authorId: id(m.snippetRequired),
  categoryId: id(m.snippetRequired),
  explanation: v.optional(v.pipe(v.string(), v.maxLength(LONG_TEXT_MAX, m.explanationTooLong))),
});
export type SnippetSaveInput = v.InferOutput<typeof snippetSaveSchema>;

export const generateExplanationSchema = v.object({
  prompt: v.pipe(v.string(m.promptRequired), v.trim(), v.nonEmpty(m.promptRequired), v.maxLength(LONG_TEXT_MAX, m.promptTooLong)),
});

export const settingValueSchema = v.object({
  value: v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), v.maxLength(LONG_TEXT_MAX, m.settingValueTooLong)),
});

const mi = messages.internal;
const optionalUuid = (message: string) => v.optional(v.pipe(v.string(message), v.trim(), v.uuid(message)));
/** `?q=`: a case-insensitive substring of the text, the author's name or the category's name. */
const search = v.optional(v.pipe(v.string(mi.searchTooLong), v.trim(), v.maxLength(200, mi.searchTooLong)));

/** Cards per page of the internal list, by default and at most (issue #12: 100,000 snippets stored). */
export const INTERNAL_SNIPPETS_PAGE = 50;
export const INTERNAL_SNIPPETS_PAGE_MAX = 200;
/** Response headers of GET /api/internal/snippets: the body stays product §7's list, one page of it. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** The `cursor` of the next page; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/**
 * GET /api/internal/snippets: newest first, filtered by text, author and category (cumulative,
 * product §4) and paged by an opaque cursor — the list is filtered where the rows are (decision 010).
 */
export const internalSnippetsQuerySchema = v.object({
  q: search,
  authorId: optionalUuid(mi.authorIdInvalid),
  categoryId: optionalUuid(mi.categoryIdInvalid),
  cursor: v.optional(v.pipe(v.string(mi.cursorInvalid), v.regex(/^\d{1,18}$/, mi.cursorInvalid))),
  limit: v.optional(
    v.pipe(
      v.string(mi.limitInvalid),
      v.regex(/^\d{1,3}$/, mi.limitInvalid),
      v.transform(Number),
      v.minValue(1, mi.limitInvalid),
      v.maxValue(INTERNAL_SNIPPETS_PAGE_MAX, mi.limitInvalid),
    ),
  ),
});
export type InternalSnippetsQuery = v.InferOutput<typeof internalSnippetsQuerySchema>;

/** Most ids one `?ids=` look-up takes: the Upload Data preview asks for the rows in view (issue #24.12). */
export const NAMES_LOOKUP_MAX = 100;
/** `?ids=a,b,c`: comma-separated UUIDs, at most NAMES_LOOKUP_MAX. */
const idList = v.optional(
  v.pipe(
    v.string(mi.idsInvalid),
    v.maxLength(NAMES_LOOKUP_MAX * 37, mi.idsInvalid),
    v.transform((value) => value.split(',').map((one) => one.trim())),
    v.array(v.pipe(v.string(), v.uuid(mi.idsInvalid))),
    v.maxLength(NAMES_LOOKUP_MAX, mi.idsInvalid),
  ),
);

/**
 * GET /api/internal/authors: every author without a filter (the form's select); with `q` and/or
 * `categoryId`, only the authors of snippets that match them (the list's narrowed options, product §4);
 * with `ids`, only those of these ids that are stored (the names beside a CSV preview's ids).
 */
export const authorOptionsQuerySchema = v.object({ q: search, categoryId: optionalUuid(mi.categoryIdInvalid), ids: idList });
/** GET /api/internal/categories: likewise, narrowed by `q` and/or `authorId`, or by `ids`. */
export const categoryOptionsQuerySchema = v.object({ q: search, authorId: optionalUuid(mi.authorIdInvalid), ids: idList });

/**
 * POST /api/internal/snippets/generate-explanation with `Accept: text/event-stream`: server-sent
 * events, each `data:` one JSON object. `chunk` carries the next piece of text, `done` the whole
 * explanation, `error` a catalogue message once the stream has started (then the stream ends).
 * Comment lines (`: ping`) are heartbeats.
 */
export const EXPLANATION_STREAM_EVENTS = { chunk: 'chunk', done: 'done', error: 'error' } as const;
export interface ExplanationChunkEvent {
  text: string;
}
export type ExplanationDoneEvent = GeneratedExplanation;
export interface ExplanationErrorEvent {
  error: string;
}
