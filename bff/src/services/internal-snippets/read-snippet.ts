import type { Knex } from 'knex';
import { messages } from '../../contract/messages';
import type { SnippetForEdit } from '../../contract/snippets';
import { notFound } from '../../http/errors';
import { Snippet } from '../../models/snippet';

export interface ReadSnippetDeps {
  db: Knex;
}

/** GET /api/internal/snippets/{id}'s data: the snippet as the edit form fills it (SPEC §3), or a 404. */
export const createSnippetReader = ({ db }: ReadSnippetDeps) => {
  return async (id: string): Promise<SnippetForEdit> => {
    const snippet = await Snippet.query(db).findById(id).select('text', 'author', 'category', 'detailed_explanation');
    if (!snippet) throw notFound(messages.snippets.notFound);
    return {
      text: snippet.text,
      authorId: snippet.author,
      categoryId: snippet.category,
      detailed_explanation: snippet.detailed_explanation,
    };
  };
};

export type ReadSnippet = ReturnType<typeof createSnippetReader>;
