import * as v from 'valibot';
import { id } from './fields';
import { messages } from './messages';

const m = messages.validation;

/** Longest snippet text a form or an upload may store. */
export const SNIPPET_TEXT_MAX = 5000;
/** Longest explanation, prompt or setting value (each a text area of SPEC §2). */
export const LONG_TEXT_MAX = 20000;
/** The one known setting (SPEC §3): the prompt added after a snippet's quote and author. */
export const DEFAULT_PROMPT_KEY = 'default_snippet_prompt';

/** The author and the category of a snippet, as the internal lists answer them (SPEC §3). */
export interface Author {
  id: string;
  name: string;
}
export interface Category {
  id: string;
  category: string;
}

/** Random or favourite snippet (SPEC §3). */
export interface MemberSnippet {
  id: string;
  text: string;
  authorName: string;
  categoryName: string;
  detailed_explanation: string | null;
  isFavourite: boolean;
}
/** The answer of POST and DELETE /api/snippets/{id}/favourite. */
export interface FavouriteState {
  isFavourite: boolean;
}

/** A snippet id as the Member routes take it, in the path or as `?exclude=` (SPEC §3: text UUIDs). */
export const snippetIdSchema = v.pipe(v.string(messages.snippets.idInvalid), v.uuid(messages.snippets.idInvalid));
/** GET /api/snippets/random: the viewer passes the snippet it shows, so the next one differs (issue #11). */
export const randomSnippetQuerySchema = v.object({ exclude: v.optional(snippetIdSchema) });

export interface SnippetListItem {
  id: string;
  text: string;
  authorName: string;
  categoryName: string;
  detailed_explanation: string | null;
}
export interface SnippetForEdit {
  text: string;
  authorId: string;
  categoryId: string;
  detailed_explanation: string | null;
}
export interface SettingValue {
  value: string;
}
export interface GeneratedExplanation {
  explanation: string;
}

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
